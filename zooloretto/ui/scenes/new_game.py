"""Setting up a game: which game (Zooloretto or its dice game), who plays (people or
bots), names, colours; for the board game the animal types left in the box and the
expansions; an optional seed for a repeatable deal. The form's rules and memory are in
new_game_form.py, the options card in new_game_options.py."""
from __future__ import annotations

import random

import pygame

from ... import games
from ...zoo.rules import components as C
from ..session import GameSession, Seat
from ..text import tr
from ..kit import (INK_SOFT, MenuScene, draw_card, draw_text, player_colours, large, safe_art, start_game,
                   text_font, unit)
from .. import art
from ..navigation import screen
from .new_game_form import (BOARD, DICE, EXPANSIONS, GAMES, NAME_LIMIT, PLAYERS, bot_levels, dice_available,  # noqa: F401
                            remember, remembered, remembered_game, validate)
from .new_game_options import OptionsCard


WHERE_WORDS = {False: "net.menu.here", True: "net.menu.remote"}


@screen("new_game")
class NewGameScene(OptionsCard, MenuScene):
    background_seed = 5

    def __init__(self, app, seats: list | None = None, game: str | None = None):
        super().__init__(app)
        colours = player_colours()
        last = remembered(app.settings)
        self.game, self.expansions = remembered_game(app.settings)
        if game in PLAYERS and (game == BOARD or dice_available()):
            self.game = game
        self.seats = [Seat(s.name, s.kind, s.level, tuple(s.colour)) for s in seats] if seats else \
            last[0] if last else [
            Seat(tr("menu.default_name", n=1), "human", None, colours[0]),
            Seat(tr("menu.bot_name_1"), "bot", "medium", colours[1]),
            Seat(tr("menu.bot_name_2"), "bot", "medium", colours[2]),
        ]
        self.spare: list = []                 # seats the dice game has no room for, kept for the board game
        if len(self.seats) > self.most:
            self.seats, self.spare = self.seats[:self.most], self.seats[self.most:]
        self.removed: set = set(last[1]) if last and not seats else set()
        self.random_removed = not self.removed
        self.tab = "box"
        self.seed_text = ""
        self.error = ""
        self.swatches: list = []
        self.animal_rects: dict = {}
        self.expansion_boxes: dict = {}
        self.expansion_pictures: dict = {}
        self.notes: list = []
        self.person_names: dict = {}          # id(seat) -> (the computer's name it was given, its own)

    @property
    def most(self) -> int:
        return PLAYERS[self.game][1]

    @property
    def fewest(self) -> int:
        return PLAYERS[self.game][0]

    # layout -------------------------------------------------------------------
    def layout(self):
        w, h = self.app.size
        u = unit(self.app)
        pad = int(24 * u)
        head_w = int((w - 2 * pad) * 0.3)
        self.label((pad, int(16 * u), head_w, int(56 * u)), "menu.new_game_heading", cls="@heading")
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
        self._layout_options(self.box_card, u)
        # bottom bar: the message line and the two main buttons
        y = h - bh - (int(90 * u) - bh) // 2
        self.button((pad, y, bw, bh), "menu.back", self.back, cls="@soft", name="back")
        self.button((w - pad - bw, y, bw, bh), "menu.start", self.start, cls="@menu", name="start")
        if own_row:
            self.label((pad, y - bh, w - 2 * pad, bh), self.error, cls="@error", name="error")
        else:
            self.label((pad * 2 + bw, y, middle, bh), self.error or "", cls="@error", name="error")
        # last, so a hover finds the seats' buttons first (a chosen game's button shows no tooltip)
        self._layout_games(pygame.Rect(pad + head_w + pad, int(18 * u), w - head_w - 3 * pad, int(52 * u)), u)

    def _layout_games(self, row, u):
        """The choice of game: three buttons side by side, the chosen one lit."""
        gap = int(12 * u)
        bw = (row.w - 2 * gap) // 3
        for i, game in enumerate(GAMES):
            b = self.button((row.x + i * (bw + gap), row.y, bw, row.h), f"menu.game_{games.get(game).word}",
                            lambda g=game: self.choose_game(g), cls="@soft", name=f"game_{game}",
                            tooltip=f"menu.game_{games.get(game).word}_tip")
            if game == self.game:
                b.select()
            if game != BOARD and not dice_available():
                b.disable()

    def _layout_seats(self, card, u):
        pad = int(16 * u)
        x0 = card.x + pad
        self.label((x0, card.y + pad // 2, card.w - 2 * pad, int(48 * u)), "menu.players", cls="@heading")
        self.range_pos = (card.right - pad, card.y + pad // 2 + int(24 * u))
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
            else:                 # a person: here, or on another computer (a hosted table)
                self.button((x, y, level_w, eh), WHERE_WORDS[seat.kind == "remote"],
                            lambda i=i: self.toggle_where(i), cls="@soft", name=f"where_{i}",
                            tooltip="net.menu.where_tip")
            x += level_w + gap
            rm = self.button((x, y, eh, eh), "menu.remove_mark", lambda i=i: self.remove_seat(i),
                             cls="@soft", name=f"remove_{i}", tooltip="menu.remove_seat")
            if len(self.seats) <= self.fewest:
                rm.disable()
        y = card.y + int(66 * u) + len(self.seats) * row_h + int(6 * u)
        add = self.button((x0, y, int(240 * u), eh), "menu.add_seat", self.add_seat, cls="@btn", name="add_seat")
        if len(self.seats) >= self.most:
            add.disable()

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

    def choose_game(self, game):
        """Switch games: the dice game seats at most four (a fifth seat waits for the board game)."""
        if game == self.game or game not in PLAYERS or (game != BOARD and not dice_available()):
            return
        self.sync()
        self.game = game
        if len(self.seats) > self.most:
            self.spare = self.seats[self.most:] + self.spare
            del self.seats[self.most:]
        while self.spare and len(self.seats) < self.most:
            seat = self.spare.pop(0)
            if seat.colour not in {s.colour for s in self.seats} and \
                    seat.name.strip().casefold() not in {s.name.strip().casefold() for s in self.seats}:
                self.seats.append(seat)
        self.error = ""
        super().rebuild()

    def toggle_kind(self, i):
        """A person's seat becomes a computer's (with a computer's name, if it had a
        person's default name) and back: a computer's seat becomes a person's under its
        name ("Bruno" stays Bruno), or under the name it had as a person just before."""
        self.sync()
        seat = self.seats[i]
        bot_names = [tr(f"menu.bot_name_{k}") for k in range(1, 5)]
        if seat.is_bot:
            seat.kind, seat.level = "human", None
            given, own = self.person_names.pop(id(seat), (None, None))
            if given is not None and seat.name == given:
                seat.name = own
        else:
            levels = bot_levels()
            seat.kind, seat.level = "bot", levels[len(levels) // 2]
            defaults = [tr("menu.default_name", n=k) for k in range(1, 6)]
            if not seat.name.strip() or seat.name.strip() in defaults:
                used = {s.name.strip() for s in self.seats}
                own, seat.name = seat.name, next((n for n in bot_names if n not in used), seat.name)
                self.person_names[id(seat)] = (seat.name, own)
        super().rebuild()             # (self.rebuild would read the old name back from its field)

    def toggle_where(self, i):
        """A person's seat: at this screen, or a player on another computer."""
        self.sync()
        seat = self.seats[i]
        seat.kind = "human" if seat.kind == "remote" else "remote"
        super().rebuild()

    def cycle_level(self, i):
        levels = bot_levels()
        seat = self.seats[i]
        k = levels.index(seat.level) if seat.level in levels else 0
        seat.level = levels[(k + 1) % len(levels)]
        self.rebuild()

    def add_seat(self):
        if len(self.seats) >= self.most:
            return
        self.sync()
        self.spare = []
        n = len(self.seats) + 1
        used = {s.colour for s in self.seats}
        colour = next(c for c in player_colours() if c not in used)
        self.seats.append(Seat(tr(f"menu.bot_name_{n - 1}"), "bot", bot_levels()[len(bot_levels()) // 2],
                               colour))
        self.rebuild()

    def remove_seat(self, i):
        if len(self.seats) <= self.fewest:
            return
        self.sync()
        self.spare = []
        self.person_names.pop(id(self.seats[i]), None)
        del self.seats[i]
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
        message, seed = validate(self.seats, self.random_removed, self.removed, self.seed_text, self.game)
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
            session = self.new_session(seats, seed, removed, start_player)
        except ValueError as e:             # SetupError: the form let something impossible through
            self.error = tr("menu.error_setup", reason=str(e))
            self.rebuild()
            return
        self.error = ""
        self.session = session
        remember(self.app.settings, [Seat(s.name, "human" if s.kind == "remote" else s.kind, s.level, s.colour)
                                     for s in seats], removed, self.game, self.expansions)
        if any(s.kind == "remote" for s in seats):     # the table is hosted, its invite shown
            from ..net.hosting import open_hosted
            self.error = open_hosted(self.app, session) or ""
            if self.error:
                self.rebuild()
            return
        try:
            start_game(self.app, session)
        except ImportError:                 # a build without the table
            self.error = tr("menu.error_no_table")
            self.rebuild()

    def new_session(self, seats, seed, removed, start_player):
        if self.game != BOARD:              # the dice game, Zoomaka
            return GameSession.new(seats, seed=seed, start_player=start_player, game=self.game)
        expansions = [e for e in EXPANSIONS if e in self.expansions]
        return GameSession.new(seats, seed=seed, removed=removed, start_player=start_player,
                               expansions=expansions)

    # events and drawing -----------------------------------------------------------
    def handle_menu_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.swatches):
                if rect.collidepoint(event.pos):
                    self.cycle_colour(i)
                    return
            self.options_click(event.pos)

    def paint(self, surface):
        draw_card(surface, self.players_card, alpha=225)
        draw_card(surface, self.box_card, alpha=225)
        low, high = PLAYERS[self.game]
        draw_text(surface, tr("menu.players_range", low=low, high=high), text_font(self.app, 15), INK_SOFT,
                  self.range_pos, "midright")
        for seat, rect in zip(self.seats, self.swatches):
            pygame.draw.circle(surface, (255, 255, 255), rect.center, rect.w // 2)
            pygame.draw.circle(surface, seat.colour, rect.center, rect.w // 2 - 3)
            # The icon on a light disc inside the colour ring: the person's blue silhouette
            # vanished on the blue seat.
            pygame.draw.circle(surface, (255, 249, 230), rect.center, int(rect.w * 0.36))
            icon = safe_art("icon", "robot" if seat.is_bot else "person", int(rect.w * 0.56))
            if icon:
                surface.blit(icon, icon.get_rect(center=rect.center))
        self.paint_options(surface)
