"""The end of a dice game (registered as "dice_results"): who won and how ties were
broken, then every player's breakdown as a table: the animals' points enclosure by
enclosure, the bonuses, the coin groups (what they scored, which barn animals they sent
away), the barn penalty, the total and the coins of the tie-break. The Log button (or L)
shows the game's log in the table's place, as the table's log panel says it; the wheel
and the arrow keys go back to older lines."""
from __future__ import annotations

import pygame

from ...dice.rules import components as C
from ...dice.rules import final_scores
from ..kit import ERROR, INK, INK_SOFT, draw_card, draw_text, fitting_font, safe_art, text_font, unit
from ..kit.results_base import GameResultsScene
from .. import share
from ..navigation import screen
from ..safe_draw import safe_text
from ..text import tr
from .log_lines import DiceLog
from .log_panel import paint_lines
from .words import face


def headline(scores, names) -> tuple:
    """(headline, tie-break note or "") in the player's language."""
    won = [safe_text(names[i], 24) for i in scores["winners"]]
    title = tr("dice.results.shared", names=", ".join(won)) if scores["shared"] \
        else tr("dice.results.winner", name=won[0])
    note = ""
    if scores["decided_by_coins"]:
        coins = scores["players"][scores["winners"][0]]["coins"]
        note = tr("dice.results.by_coins_shared" if scores["shared"] else "dice.results.by_coins",
                  name=won[0], coins=coins)
    return title, note


def rows(scores) -> list:
    """(label, picture or None, [(points, detail text)] per player)."""
    players = scores["players"]
    out = []
    for animal in C.ANIMALS:      # each enclosure: crossed boxes of all, 1 point each
        cells = [(p["enclosures"][animal]["crossed"],
                  f'{p["enclosures"][animal]["crossed"]}/{C.ENCLOSURE_BOXES[animal]}') for p in players]
        out.append((face(animal).capitalize(), animal, cells))
    out.append((tr("dice.results.bonuses"), None,
                [(p["bonus_points"], ", ".join(face(a) for a in p["bonuses"])) for p in players]))
    out.append((tr("dice.results.coin_groups"), "coin",
                [(p["coin_points"], tr("dice.results.groups", count=p["coin_groups"], spent=p["groups_for_barn"]))
                 for p in players]))
    out.append((tr("dice.results.barn"), "barn",
                [(p["barn_penalty"], tr("dice.results.kept", count=p["barn_kept"])) for p in players]))
    return out


@screen("dice_results")
class DiceResultsScene(GameResultsScene):
    background_seed = 12
    GAME = "dice"
    BUTTON_KEYS = ("dice.results.to_title", "dice.results.play_again")

    def __init__(self, app, session):
        super().__init__(app, session)
        self.scores = final_scores(session.state)
        self.names = [s.name for s in session.state.sheets]
        self.log = DiceLog()
        self.showing_log = False
        self.log_back = 0               # newest lines scrolled out below
        self.log_drawn = 0              # lines the log's picture holds

    def layout(self):
        pad, by, bh = super().layout()
        w, u = self.app.size[0], unit(self.app)
        lw = int(max(200 * u, 180))
        self.button((w // 2 - lw - pad // 2, by, lw, bh),
                    "dice.results.scores" if self.showing_log else "dice.button.log",
                    self.toggle_log, cls="@soft", name="log")
        self.button((w // 2 + pad // 2, by, lw, bh), "history.share", lambda: share.offer(self), cls="@soft",
                    name="share", tooltip="history.share_tip")     # the talk as text, the table as a PNG

    def toggle_log(self):
        self.showing_log, self.log_back = not self.showing_log, 0
        self.rebuild()

    def log_lines(self) -> list:
        return self.log.lines(self.session.record, self.names)

    def handle_menu_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.toggle_log()
            return
        if not self.showing_log:
            return
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = int(event.y)
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: 5, pygame.K_PAGEDOWN: -5}.get(event.key, 0)
        if step:
            self.log_back = max(0, min(self.log_back + step, len(self.log_lines()) - 1))
            self.app.invalidate()

    def paint(self, surface):
        w, h = surface.get_size()
        u = unit(self.app)
        title, note = headline(self.scores, self.names)
        r = self.paint_headline(surface, title)
        if note:
            draw_text(surface, note, text_font(self.app, 18, True), INK, (w // 2, r.bottom + int(6 * u)), "midtop")
        draw_card(surface, self.card, alpha=235)
        area = self.card.inflate(-int(28 * u), -int(20 * u))
        if self.showing_log:
            colours = [self.session.colour(j) for j in range(len(self.names))]
            picture, self.log_drawn = paint_lines(area.size, self.log_lines(), colours, u, self.log_back)
            surface.blit(picture, area.topleft)
        else:
            self.paint_table(surface, area, u)

    def paint_table(self, surface, area, u):
        players = self.scores["players"]
        n = len(players)
        table = rows(self.scores)
        label_w = int(area.w * 0.26)
        col_w = (area.w - label_w) / n
        row_h = int(min(area.h / (len(table) + 3.4), 44 * u))
        f_cell, f_bold, f_small = text_font(self.app, 17), text_font(self.app, 18, True), text_font(self.app, 13)
        self.paint_names(surface, players, area, label_w, col_w, row_h)
        y = area.y + int(row_h * 1.3)
        icon = int(row_h * 0.7)
        for k, (label, picture, cells) in enumerate(table):
            if k % 2 == 0:
                pygame.draw.rect(surface, (246, 234, 208), (area.x, y, area.w, row_h), border_radius=6)
            x = area.x + 6
            if picture:
                img = safe_art("icon", picture, icon)
                if img:
                    surface.blit(img, (x, y + (row_h - icon) // 2))
                x += icon + 8
            draw_text(surface, label, fitting_font(self.app, label, 16, label_w - (x - area.x) - 6), INK_SOFT,
                      (x, y + row_h // 2), "midleft")
            for j, (points, detail) in enumerate(cells):
                x0 = int(area.x + label_w + col_w * j)
                draw_text(surface, f"{points:+d}" if points else "0", f_bold if points else f_cell,
                          ERROR if points < 0 else INK, (int(x0 + col_w - 10), y + row_h // 2), "midright")
                if detail:
                    draw_text(surface, detail, fitting_font(self.app, detail, 13, int(col_w * 0.62)), INK_SOFT,
                              (x0 + 10, y + row_h // 2), "midleft")
            y += row_h
        y += int(row_h * 0.2)
        pygame.draw.line(surface, (150, 112, 72), (area.x, y), (area.right, y), 2)
        for key, values, font in (("dice.results.total", [p["total"] for p in players], text_font(self.app, 21, True)),
                                  ("dice.results.coins", [p["coins"] for p in players], f_cell)):
            label = tr(key)
            draw_text(surface, label, fitting_font(self.app, label, 17, label_w - 12, bold=True), INK,
                      (area.x + 6, y + row_h // 2), "midleft")
            for j, v in enumerate(values):
                draw_text(surface, str(v), font, INK, (int(area.x + label_w + col_w * (j + 1) - 10), y + row_h // 2),
                          "midright")
            y += row_h
        del f_small
        for j in self.scores["winners"]:
            pygame.draw.rect(surface, (236, 170, 40), (int(area.x + label_w + col_w * j) + 2, area.y - 6,
                                                       int(col_w) - 4, y - area.y + 10), width=3, border_radius=10)
