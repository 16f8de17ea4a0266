"""Statistics (registered as "stats"): per person (by name) and per bot level, the finished
games, wins and win rate, average and best scores, the best zoo ever (drawn as the table
draws it), favourite animals, the expansions played most, how a person does against each
bot level, and a chart of a player's scores over time; of every game or of one.

Everything is computed on a thread (history/background.py) from the History's index
(zooloretto/history: a damaged or hostile save is passed over): the screen opens at once.
"""
from __future__ import annotations

import pygame

from ...history import catalogue, figures
from ...history.background import Job
from ..kit import INK, INK_SOFT, MenuScene, draw_card, draw_paragraphs, draw_text, fitting_font, text_font, unit
from ..navigation import screen
from ..text import tr
from . import stats_draw
from .history_rows import GAME_FILTERS

BEST_GAMES_READ = 60        # best games read again for their zoo, at most


def read_figures(progress) -> dict:
    """On the reading thread: the games, the figures of both games and of each, and the
    final state of every best game (for its picture)."""
    from ...zoo.rules.saves import read
    found = catalogue.scan(progress)
    out = {game: figures.statistics(found.games, game) for game, _ in GAME_FILTERS}
    by_id = {g.id: g for g in found.games}
    wanted = []
    for numbers in out.values():
        for p in numbers["players"]:
            wanted += [s["best_game"]["id"] for s in p["scores"].values() if s["best_game"]]
    states = {}
    for ident in dict.fromkeys(wanted):
        if len(states) >= BEST_GAMES_READ:
            break
        try:
            states[ident] = read(by_id[ident].path).state
        except Exception:           # gone or damaged since: the picture says so
            continue
    return {"figures": out, "states": states, "problems": len(found.problems)}


@screen("stats")
class StatsScene(MenuScene):
    background_seed = 10

    def __init__(self, app):
        super().__init__(app)
        self.job = Job(read_figures, name="statistics")
        self.read = None                # read_figures' answer
        self.game_filter = None
        self.selected_key = None        # the chosen player's key (figures: "human:ana", "bot:hard")
        self.scroll = 0

    def close(self):
        super().close()
        stats_draw.forget()                 # the best zoo's picture goes with the screen

    # reading ------------------------------------------------------------------------
    def update(self, dt):
        if self.read is None and self.job.done:
            self.read = self.job.result or {"figures": {None: figures.statistics([])}, "states": {}, "problems": 0}
            self.rebuild()
            self.invalidate()

    @property
    def numbers(self) -> dict | None:
        if self.read is None:
            return None
        return self.read["figures"].get(self.game_filter) or figures.statistics([])

    @property
    def players(self) -> list:
        return self.numbers["players"] if self.numbers else []

    @property
    def selected(self) -> dict | None:
        found = [p for p in self.players if p["key"] == self.selected_key]
        if found:
            return found[0]
        return self.players[0] if self.players else None

    # layout ---------------------------------------------------------------------------
    def layout(self):
        w, h = self.app.size
        u = unit(self.app)
        pad = int(24 * u)
        head_w = int((w - 2 * pad) * 0.3)
        self.label((pad, int(14 * u), head_w, int(52 * u)), "history.stats_heading", cls="@heading")
        row = pygame.Rect(pad + head_w + pad, int(18 * u), w - head_w - 3 * pad, int(48 * u))
        gap = int(10 * u)
        bw = (row.w - (len(GAME_FILTERS) - 1) * gap) // len(GAME_FILTERS)
        for i, (game, key) in enumerate(GAME_FILTERS):
            b = self.button((row.x + i * (bw + gap), row.y, bw, row.h), key, lambda g=game: self.choose_game(g),
                            cls="@soft", name=f"game_{game or 'all'}")
            if game == self.game_filter:
                b.select()
        top, bottom = int(80 * u), int(92 * u)
        self.list_card = pygame.Rect(pad, top, int(w * 0.36) - pad, h - top - bottom)
        self.detail_card = pygame.Rect(self.list_card.right + pad, top, w - self.list_card.right - 2 * pad,
                                       h - top - bottom)
        small, bold = text_font(self.app, 13), text_font(self.app, 16, True)
        self.row_h = int(10 * u) + bold.get_linesize() + small.get_linesize()
        self.head_h = bold.get_linesize() + int(10 * u)
        self.rows = self.list_rows()
        self.clamp_scroll()
        bw, bh = int(max(200 * u, 180)), int(54 * u)
        self.button((pad, h - bottom + (bottom - bh) // 2, bw, bh), "menu.back", self.back, cls="@soft", name="back")

    def list_rows(self) -> list:
        """(y, height, player dict or a heading key), in the list's own coordinates."""
        rows, y, last_kind = [], 0, None
        for p in self.players:
            if p["kind"] != last_kind:
                last_kind = p["kind"]
                rows.append((y, self.head_h, "history.people" if p["kind"] == "human" else "history.bots"))
                y += self.head_h
            rows.append((y, self.row_h, p))
            y += self.row_h + 4
        return rows

    def clamp_scroll(self):
        content = self.rows[-1][0] + self.rows[-1][1] if self.rows else 0
        self.scroll = max(0, min(self.scroll, content - (self.list_card.h - 20)))

    # choices --------------------------------------------------------------------------
    def choose_game(self, game):
        self.game_filter = game
        self.scroll = 0
        self.rebuild()

    def select_player(self, index: int):
        if 0 <= index < len(self.players):
            self.selected_key = self.players[index]["key"]
            self.invalidate()

    def handle_menu_event(self, event):
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * self.row_h // 2
            self.clamp_scroll()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.list_card.collidepoint(event.pos):
            y = event.pos[1] - self.list_card.y - 10 + self.scroll
            for top, height, item in self.rows:
                if isinstance(item, dict) and top <= y < top + height:
                    self.selected_key = item["key"]
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and self.players:
            keys = [p["key"] for p in self.players]
            chosen = self.selected
            i = keys.index(chosen["key"]) if chosen else 0
            self.select_player(max(0, min(len(keys) - 1, i + (1 if event.key == pygame.K_DOWN else -1))))

    # drawing ----------------------------------------------------------------------------
    def paint(self, surface):
        u = unit(self.app)
        draw_card(surface, self.list_card, alpha=230)
        draw_card(surface, self.detail_card, alpha=230)
        body = text_font(self.app, 16)
        if self.read is None:
            done, total = self.job.progress
            text = tr("history.reading", done=done, total=total) if total else tr("history.reading_start")
            draw_text(surface, text, body, INK_SOFT, self.list_card.center, "center")
            return
        if not self.players:
            draw_paragraphs(surface, tr("history.no_stats"), body, INK_SOFT,
                            self.detail_card.inflate(-int(60 * u), -int(60 * u)))
            return
        self.paint_list(surface, u)
        stats_draw.paint_player(self.app, surface, self.detail_card, self.selected, self.game_filter,
                                self.read["states"])

    def paint_list(self, surface, u):
        clip = surface.get_clip()
        inner = self.list_card.inflate(-4, -20)
        surface.set_clip(inner.clip(clip))     # within a frame drawn in part, that part only
        bold, small = text_font(self.app, 16, True), text_font(self.app, 13)
        chosen = self.selected
        for top, height, item in self.rows:
            r = pygame.Rect(self.list_card.x + 10, self.list_card.y + 10 + top - self.scroll, self.list_card.w - 20,
                            height)
            if r.bottom < inner.top or r.top > inner.bottom:
                continue
            if isinstance(item, str):
                draw_text(surface, tr(item), bold, INK, (r.x + 4, r.centery), "midleft")
                continue
            lit = chosen is not None and item["key"] == chosen["key"]
            pygame.draw.rect(surface, (255, 226, 184) if lit else (255, 250, 238), r, border_radius=8)
            pygame.draw.rect(surface, (217, 115, 58) if lit else (214, 190, 160), r, width=3 if lit else 1,
                             border_radius=8)
            name = stats_draw.player_name(item)
            draw_text(surface, name, fitting_font(self.app, name, 16, r.w - int(20 * u), bold=True), INK,
                      (r.x + int(10 * u), r.y + int(5 * u)))
            line = tr("history.games_won", count=item["games"], wins=item["wins"],
                      rate=round(item["win_rate"] * 100))
            draw_text(surface, line, small, INK_SOFT, (r.x + int(10 * u), r.y + int(5 * u) + bold.get_linesize()))
        surface.set_clip(clip)
        if self.read["problems"]:
            draw_text(surface, tr("history.unreadable", count=self.read["problems"]), text_font(self.app, 13),
                      INK_SOFT, (self.list_card.x + int(14 * u), self.list_card.bottom + int(4 * u)))

