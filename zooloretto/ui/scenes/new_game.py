"""Setting up a game: who plays (people or bots), names, colours, which
animal types stay in the box, and an optional seed for a repeatable deal."""
from __future__ import annotations

import random

import pygame

from ...rules import components as C
from ...rules.names import clean_name
from ..session import GameSession, Seat
from ..text import tr
from ..kit import (INK, INK_SOFT, MenuScene, draw_card, draw_paragraphs, draw_text, player_colours,
                      large, safe_art, start_game, text_font, unit, wrap)
from .. import art
from ..navigation import screen

NAME_LIMIT = 16
SEED_DIGITS = 12


def bot_levels() -> tuple:
    try:
        from ...bots import LEVELS
        return tuple(LEVELS)
    except Exception:  # the bots package may not be there yet
        return ("easy", "medium", "hard")


def validate(seats: list, random_removed: bool, removed: set, seed_text: str):
    """Check the form; returns (message or None, seed or None)."""
    for i, seat in enumerate(seats, 1):
        if not seat.name.strip():
            return tr("menu.error_empty_name", n=i), None
    seen = {}
    for seat in seats:
        key = seat.name.strip().casefold()
        if key in seen:
            return tr("menu.error_duplicate_name", name=seat.name.strip()), None
        seen[key] = seat
    need = C.REMOVED_TYPES[len(seats)]
    if not random_removed and len(removed) != need:
        return tr("menu.error_removed_count", players=len(seats), count=need, chosen=len(removed)), None
    text = seed_text.strip()
    if text and not (text.isascii() and text.isdigit() and len(text) <= SEED_DIGITS):
        return tr("menu.error_seed"), None
    return None, (int(text) if text else None)


def remember(settings, seats, removed) -> None:
    """Keep this form for the next New game (settings file; a failed write only loses that)."""
    colours = player_colours()
    settings.last_seats = [[s.name, s.kind, s.level or "", colours.index(s.colour) if s.colour in colours else i]
                           for i, s in enumerate(seats)]
    settings.last_removed = list(removed or [])
    settings.save()


def remembered(settings):
    """(seats, removed types) of the last New game, or None when there is none or it does
    not make a whole form (the settings file may have been edited by hand)."""
    colours, levels, out = player_colours(), bot_levels(), []
    rows = settings.last_seats
    if not isinstance(rows, list) or not C.MIN_PLAYERS <= len(rows) <= C.MAX_PLAYERS:
        return None
    for row in rows:
        if not (isinstance(row, list) and len(row) == 4 and isinstance(row[0], str)
                and row[1] in ("human", "bot") and isinstance(row[3], int) and not isinstance(row[3], bool)
                and 0 <= row[3] < len(colours) and (row[1] == "human" or row[2] in levels)):
            return None
        out.append(Seat(clean_name(row[0], "?")[:NAME_LIMIT], row[1], row[2] if row[1] == "bot" else None,
                        colours[row[3]]))
    if len({s.colour for s in out}) != len(out):
        return None
    removed = settings.last_removed
    if not (isinstance(removed, list) and len(removed) == C.REMOVED_TYPES[len(out)]
            and set(removed) <= set(C.ANIMALS) and len(set(removed)) == len(removed)):
        removed = []
    return out, removed


@screen("new_game")
class NewGameScene(MenuScene):
    background_seed = 5

    def __init__(self, app, seats: list | None = None):
        super().__init__(app)
        colours = player_colours()
        last = remembered(app.settings)
        self.seats = [Seat(s.name, s.kind, s.level, tuple(s.colour)) for s in seats] if seats else \
            last[0] if last else [
            Seat(tr("menu.default_name", n=1), "human", None, colours[0]),
            Seat(tr("menu.bot_name_1"), "bot", "medium", colours[1]),
            Seat(tr("menu.bot_name_2"), "bot", "medium", colours[2]),
        ]
        self.removed: set = set(last[1]) if last and not seats else set()
        self.random_removed = not self.removed
        self.seed_text = ""
        self.error = ""
        self.swatches: list = []
        self.animal_rects: dict = {}

    # layout -------------------------------------------------------------------
    def layout(self):
        w, h = self.app.size
        u = unit(self.app)
        pad = int(24 * u)
        self.label((pad, int(16 * u), w - 2 * pad, int(56 * u)), "menu.new_game_heading", cls="@heading")
        top = int(84 * u)
        bottom_bar = int(90 * u)
        bw, bh = int(max(260 * u, 230)), int(54 * u)      # room for longer words in other languages
        middle = w - 4 * pad - 2 * bw
        # A message too long for the space between the buttons gets a row of its own.
        error_font = art.font(26 if large(self.app) else 17, bold=True)
        own_row = bool(self.error) and error_font.size(self.error)[0] + 16 > middle
        if own_row:
            bottom_bar += bh
        left_w = int(w * 0.56) - pad
        self.players_card = pygame.Rect(pad, top, left_w, h - top - bottom_bar)
        self.box_card = pygame.Rect(self.players_card.right + pad, top, w - self.players_card.right - 2 * pad,
                                    h - top - bottom_bar)
        self._layout_seats(self.players_card, u)
        self._layout_box(self.box_card, u)
        # bottom bar: the message line and the two main buttons
        y = h - bh - (int(90 * u) - bh) // 2
        self.button((pad, y, bw, bh), "menu.back", self.back, cls="@soft", name="back")
        self.button((w - pad - bw, y, bw, bh), "menu.start", self.start, cls="@menu", name="start")
        if own_row:
            self.label((pad, y - bh, w - 2 * pad, bh), self.error, cls="@error", name="error")
        else:
            self.label((pad * 2 + bw, y, middle, bh), self.error or "", cls="@error", name="error")

    def _layout_seats(self, card, u):
        pad = int(16 * u)
        x0 = card.x + pad
        self.label((x0, card.y + pad // 2, card.w - 2 * pad, int(48 * u)), "menu.players", cls="@heading")
        row_h = int(min(68 * u, (card.h - 150 * u) / 5))
        eh = int(min(44 * u, row_h - 8))
        sw = eh                                   # colour swatch
        kind_w = level_w = int((card.w - 2 * pad - sw - eh - 4 * 10 * u) * 0.27)
        name_w = card.w - 2 * pad - sw - kind_w - level_w - eh - 4 * int(10 * u)
        gap = int(10 * u)
        self.swatches = []
        levels = bot_levels()
        for i, seat in enumerate(self.seats):
            y = card.y + int(66 * u) + i * row_h
            x = x0
            self.swatches.append(pygame.Rect(x, y, sw, eh))
            x += sw + gap
            self.entry((x, y, name_w, eh), seat.name, name=f"name_{i}", limit=NAME_LIMIT)
            x += name_w + gap
            self.button((x, y, kind_w, eh), "menu.bot" if seat.is_bot else "menu.human",
                        lambda i=i: self.toggle_kind(i), cls="@soft", name=f"kind_{i}")
            x += kind_w + gap
            if seat.is_bot:
                level = seat.level if seat.level in levels else levels[len(levels) // 2]
                self.button((x, y, level_w, eh), f"menu.level_{level}", lambda i=i: self.cycle_level(i),
                            cls="@soft", name=f"level_{i}")
            x += level_w + gap
            rm = self.button((x, y, eh, eh), "menu.remove_mark", lambda i=i: self.remove_seat(i),
                             cls="@soft", name=f"remove_{i}", tooltip="menu.remove_seat")
            if len(self.seats) <= C.MIN_PLAYERS:
                rm.disable()
        y = card.y + int(66 * u) + len(self.seats) * row_h + int(6 * u)
        add = self.button((x0, y, int(240 * u), eh), "menu.add_seat", self.add_seat, cls="@btn", name="add_seat")
        if len(self.seats) >= C.MAX_PLAYERS:
            add.disable()

    def _layout_box(self, card, u):
        pad = int(16 * u)
        x0 = card.x + pad
        self.label((x0, card.y + pad // 2, card.w - 2 * pad, int(48 * u)), "menu.left_out", cls="@heading")
        n = len(self.seats)
        # The explanation takes as many lines as its longest wording needs in this language.
        font = text_font(self.app, 15)
        need = C.REMOVED_TYPES.get(n, 0)
        width = card.w - 2 * pad
        lines = max(len(wrap(tr(k, players=n, count=need, chosen=len(self.removed)), font, width))
                    for k in ("menu.left_out_none", "menu.left_out_random", "menu.left_out_chosen"))
        text_h = int(lines * font.get_linesize() * 1.1)
        self.hint_rect = pygame.Rect(x0, card.y + int(50 * u), width, text_h)
        button_y = max(card.y + int(118 * u), self.hint_rect.bottom + int(6 * u))
        rnd = self.button((x0, button_y, int(min(width, 260 * u)), int(44 * u)),
                          "menu.random_types", self.toggle_random, cls="@soft", name="random_removed")
        if self.random_removed:
            rnd.select()
        grid_y = button_y + int(58 * u)
        t = int(min(width / 4.4, (card.bottom - grid_y - 130 * u) / 2.3, 96 * u))
        self.tile_size = t
        self.animal_rects = {}
        for i, animal in enumerate(C.ANIMALS):
            row, col = divmod(i, 4)
            self.animal_rects[animal] = pygame.Rect(x0 + col * int(t * 1.12), grid_y + row * int(t * 1.12),
                                                    t, t)
        y = grid_y + 2 * int(t * 1.12) + int(10 * u)
        self.label((x0, y, card.w - 2 * pad, int(30 * u)), "menu.seed", cls="@label")
        y += int(32 * u)
        self.entry((x0, y, int(min(card.w - 2 * pad, 340 * u)), int(44 * u)), self.seed_text, name="seed",
                   limit=SEED_DIGITS + 4, placeholder="menu.seed_placeholder")

    # form state -----------------------------------------------------------------
    def sync(self):
        """Copy what was typed into the model (before a rebuild or a start)."""
        for i, seat in enumerate(self.seats):
            e = self.named.get(f"name_{i}")
            if e is not None:
                seat.name = e.get_text()
        if "seed" in self.named:
            self.seed_text = self.named["seed"].get_text()

    def rebuild(self):
        self.sync()
        super().rebuild()

    def toggle_kind(self, i):
        """A person's seat becomes a computer's (with a computer's name, if it had a
        person's default name) and back (a computer's name becomes "Player n")."""
        self.sync()
        seat = self.seats[i]
        bot_names = [tr(f"menu.bot_name_{k}") for k in range(1, C.MAX_PLAYERS)]
        if seat.is_bot:
            seat.kind, seat.level = "human", None
            if seat.name.strip() in bot_names:
                seat.name = tr("menu.default_name", n=i + 1)
        else:
            levels = bot_levels()
            seat.kind, seat.level = "bot", levels[len(levels) // 2]
            defaults = [tr("menu.default_name", n=k) for k in range(1, C.MAX_PLAYERS + 1)]
            if not seat.name.strip() or seat.name.strip() in defaults:
                used = {s.name.strip() for s in self.seats}
                seat.name = next((n for n in bot_names if n not in used), seat.name)
        super().rebuild()             # (self.rebuild would read the old name back from its field)

    def cycle_level(self, i):
        levels = bot_levels()
        seat = self.seats[i]
        k = levels.index(seat.level) if seat.level in levels else 0
        seat.level = levels[(k + 1) % len(levels)]
        self.rebuild()

    def add_seat(self):
        if len(self.seats) >= C.MAX_PLAYERS:
            return
        self.sync()
        n = len(self.seats) + 1
        used = {s.colour for s in self.seats}
        colour = next(c for c in player_colours() if c not in used)
        self.seats.append(Seat(tr(f"menu.bot_name_{n - 1}"), "bot", bot_levels()[len(bot_levels()) // 2],
                               colour))
        self.rebuild()

    def remove_seat(self, i):
        if len(self.seats) <= C.MIN_PLAYERS:
            return
        self.sync()
        del self.seats[i]
        self.rebuild()

    def toggle_random(self):
        self.random_removed = not self.random_removed
        self.rebuild()

    def toggle_animal(self, animal):
        self.random_removed = False
        self.removed ^= {animal}
        self.rebuild()

    def cycle_colour(self, i):
        colours = player_colours()
        used = {s.colour for j, s in enumerate(self.seats) if j != i}
        k = colours.index(self.seats[i].colour) if self.seats[i].colour in colours else -1
        for step in range(1, len(colours) + 1):
            c = colours[(k + step) % len(colours)]
            if c not in used:
                self.seats[i].colour = c
                break
        self.rebuild()

    def start(self):
        self.sync()
        message, seed = validate(self.seats, self.random_removed, self.removed, self.seed_text)
        if message:
            self.error = message
            self.rebuild()
            return
        if seed is None:
            seed = random.SystemRandom().randrange(1, 10**9)
        seats = [Seat(s.name.strip(), s.kind, s.level if s.is_bot else None, s.colour) for s in self.seats]
        removed = None if self.random_removed else [a for a in C.ANIMALS if a in self.removed]
        start_player = random.Random(seed).randrange(len(seats))
        try:
            session = GameSession.new(seats, seed, removed, start_player)
        except ValueError as e:             # SetupError: the form let something impossible through
            self.error = tr("menu.error_setup", reason=str(e))
            self.rebuild()
            return
        self.error = ""
        self.session = session
        remember(self.app.settings, seats, removed)
        try:
            start_game(self.app, session)
        except ImportError:                 # a build without the table
            self.error = tr("menu.error_no_table")
            self.rebuild()

    # events and drawing -----------------------------------------------------------
    def handle_menu_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.swatches):
                if rect.collidepoint(event.pos):
                    self.cycle_colour(i)
                    return
            n_left = C.REMOVED_TYPES[len(self.seats)]
            for animal, rect in self.animal_rects.items():
                if rect.collidepoint(event.pos) and (n_left or animal in self.removed):
                    self.toggle_animal(animal)
                    return

    def paint(self, surface):
        u = unit(self.app)
        draw_card(surface, self.players_card, alpha=225)
        draw_card(surface, self.box_card, alpha=225)
        for seat, rect in zip(self.seats, self.swatches):
            pygame.draw.circle(surface, (255, 255, 255), rect.center, rect.w // 2)
            pygame.draw.circle(surface, seat.colour, rect.center, rect.w // 2 - 3)
            icon = safe_art("icon", "robot" if seat.is_bot else "person", int(rect.w * 0.6))
            if icon:
                surface.blit(icon, icon.get_rect(center=rect.center))
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
