"""The end of a Zoomaka game (registered as "zoomaka_results"): who won, and each zoo's
standing as a table: complete sections, animals, the zoo's value, bank cards, and its
sections with their progress (the rules' final_scores, never counted here)."""
from __future__ import annotations

import pygame

from ...zoomaka.rules import final_scores
from ..kit import INK, draw_card, draw_text, fitting_font, text_font, unit, wrap
from ..kit.results_base import GameResultsScene
from ..navigation import screen
from ..safe_draw import safe_text
from ..text import tr
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
        (tr("zoomaka.results.sections"), ["\n".join(f'{type_name(t)} {v["animals"]}/{v["size"]}'
                                                     for t, v in p["sections"].items()) or "-" for p in players]),
    ]


@screen("zoomaka_results")
class ZoomakaResultsScene(GameResultsScene):
    background_seed = 13
    GAME = "zoomaka"
    CARD_TOP = 110
    BUTTON_KEYS = ("zoomaka.results.to_title", "zoomaka.results.play_again")

    def __init__(self, app, session):
        super().__init__(app, session)
        self.scores = final_scores(session.state)
        self.names = [p.name for p in session.state.players]

    def paint(self, surface):
        w, h = surface.get_size()
        u = unit(self.app)
        r = self.paint_headline(surface, headline(self.scores, self.names))
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
        self.paint_names(surface, players, area, label_w, col_w, row_h)
        y = area.y + int(row_h * 1.4)
        for k, (label, cells) in enumerate(table):
            tall = row_h if k < len(table) - 1 else max(row_h, area.bottom - y)    # the sections: the rest
            draw_text(surface, label, fitting_font(self.app, label, 16, label_w - 8, bold=True), INK,
                      (area.x, y + min(tall, row_h) // 2), "midleft")
            for j, cell in enumerate(cells):
                left = int(area.x + label_w + col_w * j)
                self._cell(surface, cell, pygame.Rect(left + 4, y + 2, int(col_w) - 8, tall - 4))
            pygame.draw.line(surface, (200, 180, 150), (area.x, y + tall), (area.right, y + tall), 1)
            y += tall

    def _cell(self, surface, cell, rect):
        """A cell's words whole: on one line when they fit, else wrapped (a section a line)
        in letters small enough for its box, never drawn over the next column."""
        font = text_font(self.app, 15)
        if "\n" not in cell and font.size(cell)[0] <= rect.w:
            draw_text(surface, cell, font, INK, rect.center, "center")
            return
        font = fitting_font(self.app, cell, 15, rect.w, height=rect.h, smallest=9, spacing=1.0)
        lines = wrap(cell, font, rect.w)
        step = font.get_linesize()
        y = rect.y if len(lines) * step > rect.h else rect.centery - step * len(lines) // 2
        for line in lines:
            draw_text(surface, line, font, INK, (rect.centerx, y), "midtop")
            y += step
