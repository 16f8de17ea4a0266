"""The end of a round told in one card, for both games' tables (ui/round_facts.py gives
the facts): who took which truck and what was on it, the points each has now and gained
this round, the babies born and the bonuses, and who starts the next round.

It is the kit's dialog (a veil over the table, a painted card, one button), so the table
treats it as any question: nothing moves under it, a resize or a language switch paints it
again. A click anywhere, Enter, Space or Esc lets it go (the table's flow says what then).
"""
from __future__ import annotations

import pygame
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton, UIImage

from ..text import tr
from .dialog import CARD_SHADOW, Dialog, Veil, card_picture
from .paint import ERROR, INK, INK_SOFT, fitting_font, heading_h, large, oid, text_font, unit
from .paint import draw_text

GAIN = (46, 125, 50)        # points won this round: green; lost: the kit's red
ROW_TINT = (246, 232, 204)  # behind the player who starts the next round


class RoundSummary(Dialog):
    """`picture(item, size)` draws one thing a truck carried (a tile, a die);
    `truck_label(n)` names truck n in the game's words; `done()` is called once let go."""

    TITLE = "game.summary.title"

    def __init__(self, facts, names, colours, picture, truck_label, done):
        super().__init__(self.TITLE, "", [("game.summary.go_on", lambda d: done())],
                         title_kwargs={"n": facts.round}, cancel=lambda d: done())
        self.facts, self.names, self.colours = facts, list(names), list(colours)
        self.picture, self.truck_label = picture, truck_label

    # ------------------------------------------------------------------ widgets
    def build(self, scene):
        app = scene.app
        w, h = app.size
        u = unit(app)
        pad = int(22 * u)
        width = int(min(w - 40, 760 * u * (1.15 if large(app) else 1.0)))
        rows = self._rows_height(app)
        button_h = int(50 * u)
        height = min(h - 20, pad + heading_h(app) + int(8 * u) + rows + self._line(app, 18) * 2
                     + button_h + 2 * pad)
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (w // 2, h // 2)
        where, picture = card_picture(rect)
        card = rect.inflate(-2 * CARD_SHADOW, -2 * CARD_SHADOW).move(-where.x, -where.y)     # the card inside the picture
        self.paint(app, picture, card, pad)
        scene.own(Veil((w, h), app.ui))
        scene.own(UIImage(where, picture, app.ui, starting_height=51,
                          object_id=ObjectID("#summary_card", "@dialog")))
        panel = scene.own(UIContainer(rect, app.ui, starting_height=52, object_id="#dialog"))
        label = text_font(app, 27 if large(app) else 18, True)
        bw = max(int(200 * u), label.size(tr("game.summary.go_on"))[0] + int(40 * u))
        button = scene.own(UIButton(pygame.Rect(width - pad - bw, height - pad - button_h, bw, button_h),
                                    "game.summary.go_on", manager=app.ui, container=panel,
                                    object_id=oid(app, "@btn", "#summary_go_on")))
        self.elements = {button: self.buttons[0][1]}

    # ------------------------------------------------------------------ painting
    @staticmethod
    def _line(app, size) -> int:
        return text_font(app, size).get_linesize()

    def _row_height(self, app) -> int:
        return int(self._line(app, 20) * 1.5) + self._line(app, 15) + int(10 * unit(app))

    def _rows_height(self, app) -> int:
        return self._row_height(app) * len(self.facts.players)

    def paint(self, app, surface, card, pad):
        """The title, one row per player, and who starts next, on the card."""
        u = unit(app)
        inner = card.inflate(-2 * pad, -2 * pad)
        title = tr(self.TITLE, n=self.facts.round)
        font = fitting_font(app, title, 30, inner.w, bold=True)
        draw_text(surface, title, font, INK, (inner.x, inner.y + heading_h(app) // 2), anchor="midleft")
        y = inner.y + heading_h(app) + int(8 * u)
        row_h = self._row_height(app)
        for player in self.facts.players:
            self._paint_row(app, surface, pygame.Rect(inner.x, y, inner.w, row_h), player)
            y += row_h
        starter = self.names[self.facts.next_player] if self.facts.next_player < len(self.names) else "?"
        words = tr("game.summary.next", name=starter, n=self.facts.next_round)
        font = fitting_font(app, words, 18, inner.w, bold=True)
        draw_text(surface, words, font, INK, (inner.x, y + int(6 * u)))

    def _paint_row(self, app, surface, row, player):
        u = unit(app)
        seat = player.seat
        if seat == self.facts.next_player:
            pygame.draw.rect(surface, ROW_TINT, row.inflate(int(12 * u), 0), border_radius=int(10 * u))
        big, small = self._line(app, 20), self._line(app, 15)
        top = pygame.Rect(row.x, row.y + int(5 * u), row.w, int(big * 1.5))
        name_w, score_w = int(row.w * 0.3), int(row.w * 0.24)
        # the player: a dot of their colour and their name
        dot = max(6, big // 3)
        colour = self.colours[seat] if seat < len(self.colours) else INK_SOFT
        pygame.draw.circle(surface, colour, (top.x + dot, top.centery), dot)
        pygame.draw.circle(surface, INK, (top.x + dot, top.centery), dot, max(1, dot // 5))
        name = self.names[seat] if seat < len(self.names) else "?"
        room = name_w - 3 * dot
        draw_text(surface, name, fitting_font(app, name, 20, room, bold=True), INK,
                  (top.x + 3 * dot, top.centery), anchor="midleft")
        # the truck: its name and what it carried
        x = top.x + name_w
        load_w = row.w - name_w - score_w
        if player.truck is None:
            words = tr("game.summary.no_truck")
            draw_text(surface, words, fitting_font(app, words, 16, load_w), INK_SOFT, (x, top.centery),
                      anchor="midleft")
        else:
            words = self.truck_label(player.truck + 1)
            font = text_font(app, 16)
            x = draw_text(surface, words, font, INK_SOFT, (x, top.centery), anchor="midleft").right + int(8 * u)
            size = min(top.h, max(8, (top.x + name_w + load_w - x) // max(1, len(player.load)) - 4))
            for item in player.load:
                surface.blit(self.picture(item, size), (x, top.centery - size // 2))
                x += size + 4
        # the points: gained this round (large), the score now (small)
        right = row.right
        if player.gained is None:
            words, tint = tr("game.summary.points", n=player.points), INK
        else:
            sign = "+" if player.gained > 0 else "−" if player.gained < 0 else "±"
            words = tr("game.summary.gained", sign=sign, count=abs(player.gained))
            tint = GAIN if player.gained > 0 else ERROR if player.gained < 0 else INK_SOFT
        draw_text(surface, words, fitting_font(app, words, 20, score_w, bold=True), tint,
                  (right, top.centery), anchor="midright")
        below = top.bottom + small // 2
        if player.gained is not None:
            total = tr("game.summary.total", n=player.points)
            draw_text(surface, total, fitting_font(app, total, 15, score_w), INK_SOFT, (right, below),
                      anchor="midright")
        # what else the round brought: babies and bonuses
        extras = []
        if player.babies:
            extras.append(tr("game.summary.babies", count=len(player.babies)))
        if player.bonus_coins:
            extras.append(tr("game.summary.bonus_coins", amount=player.bonus_coins))
        if player.bonus_points:
            extras.append(tr("game.summary.bonus_points", amount=player.bonus_points))
        if extras:
            words = " · ".join(extras)
            x = top.x + name_w
            font = fitting_font(app, words, 15, load_w - small * len(player.babies))
            x = draw_text(surface, words, font, INK, (x, below), anchor="midleft").right + 4
            for baby in player.babies:
                surface.blit(self.picture(baby, small), (x, below - small // 2))
                x += small + 2
