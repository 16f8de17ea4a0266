"""What the small games' results screens share (dice, Zoomaka): the card under the
headline, the buttons Back to title and Play again (the same seats, a new game, a random
first player), the headline itself and the row of the players' colours and names over
their columns. Each game's screen fills the card with its own scores (the rules'
final_scores, never counted here)."""
from __future__ import annotations

import random

import pygame

from ..safe_draw import safe_text
from ..session import GameSession, Seat
from .menu import MenuScene, start_game, to_title
from .paint import INK, display_font, draw_text, fitting_font, unit


class GameResultsScene(MenuScene):
    GAME = ""                   # the session's game a new one is started as
    CARD_TOP = 120              # where the card starts under the headline, in units
    # (to title, play again) catalog keys, written out whole for the catalog check
    BUTTON_KEYS = ("", "")

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session

    def layout(self):
        """The card and the two buttons at its corners; returns (pad, y, height) of the
        button row for a game's buttons between them."""
        w, h = self.app.size
        u = unit(self.app)
        pad = int(24 * u)
        top, bottom = int(self.CARD_TOP * u), int(92 * u)
        self.card = pygame.Rect(pad, top, w - 2 * pad, h - top - bottom)
        bw, bh = int(max(260 * u, 230)), int(54 * u)
        by = h - bottom + (bottom - bh) // 2
        to_title_key, play_again_key = self.BUTTON_KEYS
        self.button((pad, by, bw, bh), to_title_key, lambda: to_title(self.app), cls="@soft",
                    name="to_title")
        self.button((w - pad - bw, by, bw, bh), play_again_key, self.play_again, cls="@menu",
                    name="play_again")
        return pad, by, bh

    def back(self):
        to_title(self.app)

    def play_again(self):
        """The same seats, a new game of the same kind; the winner's neighbour starts."""
        seats = [Seat(s.name, s.kind, s.level, tuple(s.colour)) for s in self.session.seats]
        seed = random.SystemRandom().randrange(1, 10 ** 9)
        session = GameSession.new(seats, seed, start_player=random.Random(seed).randrange(len(seats)),
                                  game=self.GAME)
        self.new_session = session
        start_game(self.app, session)

    def paint_headline(self, surface, title) -> pygame.Rect:
        """The headline in large light letters at the top; its rectangle."""
        w = surface.get_width()
        u = unit(self.app)
        big = display_font(int(min(46 * u, w / 22)))
        return draw_text(surface, title, big, (255, 250, 236), (w // 2, int(14 * u)), "midtop",
                         shadow=(140, 60, 20))

    def paint_names(self, surface, players, area, label_w, col_w, row_h):
        """Each player's colour and name over their column."""
        y = area.y
        for j, p in enumerate(players):
            cx = int(area.x + label_w + col_w * (j + 0.5))
            pygame.draw.circle(surface, self.session.colour(j), (cx, y + row_h // 4),
                               max(5, row_h // 6))
            name = safe_text(p["name"], 24)
            draw_text(surface, name, fitting_font(self.app, name, 18, int(col_w) - 8, bold=True), INK,
                      (cx, y + row_h // 2), "midtop")
