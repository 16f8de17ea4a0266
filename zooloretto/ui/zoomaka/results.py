"""The end of a Zoomaka game (registered as "zoomaka_results"): who won, and each zoo's
standing as a table: complete sections, animals, the zoo's value, bank cards, and its
sections with their progress (the rules' final_scores, never counted here)."""
from __future__ import annotations

import random

import pygame

from ...zoomaka.rules import final_scores
from ..kit import INK, MenuScene, display_font, draw_card, draw_text, fitting_font, start_game, text_font, \
    to_title, unit
from ..navigation import screen
from ..safe_draw import safe_text
from ..session import GameSession, Seat
from ..text import tr
from ..dice.art import seat_colour
from .words import type_name


def headline(scores, names) -> str:
    won = [safe_text(names[i], 24) for i in scores["winners"]]
    if scores["shared"]:
        return tr("zoomaka.results.shared", names=", ".join(won))
    return tr("zoomaka.results.winner", name=won[0] if won else "")


def rows(scores) -> list:
    """(label, [cell text per player])."""
    players = scores["players"]
    return [
        (tr("zoomaka.results.complete"), [", ".join(type_name(t) for t in p["complete"]) or "-" for p in players]),
        (tr("zoomaka.results.animals"), [str(p["animals"]) for p in players]),
        (tr("zoomaka.results.value"), [str(p["zoo_value"]) for p in players]),
        (tr("zoomaka.results.bank"), [str(p["bank_cards"]) for p in players]),
        (tr("zoomaka.results.sections"), [", ".join(f'{type_name(t)} {v["animals"]}/{v["size"]}'
                                                    for t, v in p["sections"].items()) or "-" for p in players]),
    ]


@screen("zoomaka_results")
class ZoomakaResultsScene(MenuScene):
    background_seed = 13

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.scores = final_scores(session.state)
        self.names = [p.name for p in session.state.players]

    def layout(self):
        w, h = self.app.size
        u = unit(self.app)
        pad = int(24 * u)
        top, bottom = int(110 * u), int(92 * u)
        self.card = pygame.Rect(pad, top, w - 2 * pad, h - top - bottom)
        bw, bh = int(max(260 * u, 230)), int(54 * u)
        by = h - bottom + (bottom - bh) // 2
        self.button((pad, by, bw, bh), "zoomaka.results.to_title", lambda: to_title(self.app), cls="@soft",
                    name="to_title")
        self.button((w - pad - bw, by, bw, bh), "zoomaka.results.play_again", self.play_again, cls="@menu",
                    name="play_again")

    def back(self):
        to_title(self.app)

    def play_again(self):
        """The same seats, a new Zoomaka game; the winner's neighbour starts."""
        seats = [Seat(s.name, s.kind, s.level, tuple(s.colour)) for s in self.session.seats]
        seed = random.SystemRandom().randrange(1, 10 ** 9)
        session = GameSession.new(seats, seed, start_player=random.Random(seed).randrange(len(seats)),
                                  game="zoomaka")
        self.new_session = session
        start_game(self.app, session)

    def paint(self, surface):
        w, h = surface.get_size()
        u = unit(self.app)
        big = display_font(int(min(46 * u, w / 22)))
        r = draw_text(surface, headline(self.scores, self.names), big, (255, 250, 236), (w // 2, int(14 * u)),
                      "midtop", shadow=(140, 60, 20))
        if self.scores.get("reason") == "turn_limit":
            draw_text(surface, tr("zoomaka.results.turn_limit"), text_font(self.app, 16, True), INK,
                      (w // 2, r.bottom + int(4 * u)), "midtop")
        draw_card(surface, self.card, alpha=235)
        area = self.card.inflate(-int(28 * u), -int(20 * u))
        players = self.scores["players"]
        n = len(players)
        label_w = int(area.w * 0.2)
        col_w = (area.w - label_w) / n
        table = rows(self.scores)
        row_h = int(min(area.h / (len(table) + 2), 60 * u))
        y = area.y
        for j, p in enumerate(players):
            cx = int(area.x + label_w + col_w * (j + 0.5))
            pygame.draw.circle(surface, seat_colour(self.session.seats, j), (cx, y + row_h // 4), max(5, row_h // 6))
            name = safe_text(p["name"], 24)
            draw_text(surface, name, fitting_font(self.app, name, 18, int(col_w) - 8, bold=True), INK,
                      (cx, y + row_h // 2), "midtop")
        y += int(row_h * 1.4)
        for label, cells in table:
            draw_text(surface, label, fitting_font(self.app, label, 16, label_w - 8, bold=True), INK,
                      (area.x, y + row_h // 2), "midleft")
            for j, cell in enumerate(cells):
                cx = int(area.x + label_w + col_w * (j + 0.5))
                draw_text(surface, cell, fitting_font(self.app, cell, 15, int(col_w) - 8), INK,
                          (cx, y + row_h // 2), "center")
            pygame.draw.line(surface, (200, 180, 150), (area.x, y + row_h), (area.right, y + row_h), 1)
            y += row_h
