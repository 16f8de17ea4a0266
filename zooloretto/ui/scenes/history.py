"""History (registered as "history"): every game played on this computer, finished or not,
of the three games, newest first; a filter by game and by person; a game opened to Continue (when
unfinished) or to Replay (when the "replay" screen exists); a game deleted after asking.

The rows come from zooloretto/history, read on a thread (history/background.py): the
screen opens at once and says it is reading, the index makes that quick.
"""
from __future__ import annotations

import pygame

from ... import paths
from ...history import catalogue, keeper
from ...history.background import Job
from ...zoo.rules.names import safe_text
from .. import save_problems
from .. import navigation
from ..kit import INK_SOFT, MenuScene, draw_card, draw_paragraphs, draw_text, start_game, text_font, unit
from ..navigation import screen
from ..text import tr
from . import history_rows as words
from .history_rows import GAME_FILTERS


@screen("history")
class HistoryScene(MenuScene):
    background_seed = 9

    def __init__(self, app):
        super().__init__(app)
        self.found = None                   # catalogue.Catalogue once read
        self.job = Job(catalogue.scan)
        self.people: list = []
        self.game_filter = None             # None (all), "zoo", "dice" or "zoomaka"
        self.player = None                  # a person's name, or None for everyone
        self.shown: list = []               # the games that pass the filters, newest first
        self.selected = None
        self.scroll = 0
        self._progress = (0, 0)

    # reading -----------------------------------------------------------------------
    def update(self, dt):
        if self.found is not None:
            return
        if self.job.done:
            self.take(self.job.result or catalogue.Catalogue([], []))
        elif self.job.progress != self._progress:
            self._progress = self.job.progress
            self.invalidate()

    def take(self, found):
        self.found = found
        self.people = catalogue.people(found.games)
        self.refilter()

    def refilter(self):
        if self.player is not None and self.player not in self.people:
            self.player = None
        self.shown = catalogue.select(self.found.games if self.found else [], self.player, self.game_filter)
        if self.selected not in self.shown:
            self.selected = None
        self.scroll = 0
        self.sync()
        self.invalidate()

    def sync(self):
        """The buttons say what the choices are now (changed in place: no widget is rebuilt)."""
        if not self.named:
            return
        for game, _ in GAME_FILTERS:
            b = self.named[f"game_{game or 'all'}"]
            b.select() if game == self.game_filter else b.unselect()
        name = safe_text(self.player, 24) if self.player else tr("history.everyone")
        self.named["player"].set_text("history.player_filter", text_kwargs={"who": name})
        for key in ("player_prev", "player", "player_next"):
            self.named[key].enable() if self.people else self.named[key].disable()
        g = self.selected
        for key, on in (("continue", g is not None and not g.finished), ("replay", g is not None),
                        ("delete", g is not None)):
            if key in self.named:
                self.named[key].enable() if on else self.named[key].disable()

    # layout ------------------------------------------------------------------------
    def layout(self):
        w, h = self.app.size
        u = unit(self.app)
        pad = int(24 * u)
        head_w = min(int((w - 2 * pad) * 0.22),      # the heading's own width: the filters get the rest
                     text_font(self.app, 30, True).size(tr("history.heading"))[0] + int(24 * u))
        self.label((pad, int(14 * u), head_w, int(52 * u)), "history.heading", cls="@heading")
        self._layout_filters(pygame.Rect(pad + head_w + pad, int(18 * u), w - head_w - 3 * pad, int(48 * u)), u)
        top, bottom = int(80 * u), int(92 * u)
        self.list_card = pygame.Rect(pad, top, int(w * 0.6) - pad, h - top - bottom)
        self.detail_card = pygame.Rect(self.list_card.right + pad, top, w - self.list_card.right - 2 * pad,
                                       h - top - bottom)
        bold, small = text_font(self.app, 16, True), text_font(self.app, 14)
        self.row_h = int(19 * u) + bold.get_linesize() + 2 * small.get_linesize()
        self.row_gap = int(6 * u)
        self.clamp_scroll()
        bw, bh = int(max(200 * u, 180)), int(54 * u)
        by = h - bottom + (bottom - bh) // 2
        self.button((pad, by, bw, bh), "menu.back", self.back, cls="@soft", name="back")
        right = w - pad
        self.button((right - bw, by, bw, bh), "history.continue", self.continue_game, cls="@menu", name="continue")
        right -= bw + pad
        if navigation.known("replay"):       # another screen's: shown once it exists
            self.button((right - bw, by, bw, bh), "history.replay", self.replay, name="replay")
            right -= bw + pad
        self.button((right - bw, by, bw, bh), "history.delete", self.ask_delete, cls="@soft", name="delete")
        self.sync()

    def _layout_filters(self, row, u):
        gap = int(10 * u)
        player_w = int(row.w * 0.28)         # (four games to choose from beside it)
        bw = (row.w - player_w - len(GAME_FILTERS) * gap) // len(GAME_FILTERS)
        for i, (game, key) in enumerate(GAME_FILTERS):
            self.button((row.x + i * (bw + gap), row.y, bw, row.h), key, lambda g=game: self.choose_game(g),
                        cls="@soft", name=f"game_{game or 'all'}")
        x, arrow = row.right - player_w, row.h
        self.button((x, row.y, arrow, row.h), "history.prev_mark", lambda: self.step_player(-1),
                    cls="@soft", name="player_prev", tooltip="history.player_tip")
        self.button((x + arrow + 4, row.y, player_w - 2 * arrow - 8, row.h), "history.player_filter",
                    lambda: self.step_player(1), cls="@soft", name="player", tooltip="history.player_tip",
                    who=tr("history.everyone"))
        self.button((row.right - arrow, row.y, arrow, row.h), "history.next_mark", lambda: self.step_player(1),
                    cls="@soft", name="player_next", tooltip="history.player_tip")

    def clamp_scroll(self):
        content = len(self.shown) * (self.row_h + self.row_gap)
        self.scroll = max(0, min(self.scroll, content - (self.list_card.h - 20)))

    # filters -----------------------------------------------------------------------
    def choose_game(self, game):
        self.game_filter = game
        self.refilter()

    def step_player(self, step: int):
        choices = [None] + self.people
        i = choices.index(self.player) if self.player in choices else 0
        self.player = choices[(i + step) % len(choices)]
        self.refilter()

    # the list ----------------------------------------------------------------------
    def row_rect(self, i: int) -> pygame.Rect:
        """Where the i-th shown game is drawn now (it may be out of the card's sight)."""
        return pygame.Rect(self.list_card.x + 10, self.list_card.y + 10 + i * (self.row_h + self.row_gap)
                           - self.scroll, self.list_card.w - 20, self.row_h)

    def select(self, game):
        self.selected = game
        if game in self.shown:
            i = self.shown.index(game)
            r = self.row_rect(i)
            inner = self.list_card.inflate(0, -20)
            if r.top < inner.top:
                self.scroll -= inner.top - r.top
            elif r.bottom > inner.bottom:
                self.scroll += r.bottom - inner.bottom
        self.sync()
        self.invalidate()

    def handle_menu_event(self, event):
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * self.row_h // 2
            self.clamp_scroll()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.list_card.collidepoint(event.pos):
            pitch = self.row_h + self.row_gap
            i = (event.pos[1] - self.list_card.y - 10 + self.scroll) // pitch
            if 0 <= i < len(self.shown) and self.row_rect(i).collidepoint(event.pos):
                self.select(self.shown[i])
        elif event.type == pygame.KEYDOWN and self.shown:
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -5, pygame.K_PAGEDOWN: 5,
                     pygame.K_HOME: -len(self.shown), pygame.K_END: len(self.shown)}
            if event.key in moves:
                i = self.shown.index(self.selected) if self.selected in self.shown else -1
                self.select(self.shown[max(0, min(len(self.shown) - 1, i + moves[event.key]))])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.continue_game()
            elif event.key == pygame.K_DELETE:
                self.ask_delete()

    # opening and deleting -------------------------------------------------------------
    def _session(self, game, failed_key):
        from ...zoo.rules.saves import SaveError
        from ..session import GameSession
        try:
            session = GameSession.load(game.path)
        except SaveError as e:
            self.message(failed_key, save_problems.describe(e))
            return None
        if session.path.parent == paths.history_dir():
            session.path = None          # the history's file is no name to save under (Save as)
        return session

    def continue_game(self):
        g = self.selected
        if g is None or g.finished:
            return
        session = self._session(g, "history.continue_failed")
        if session is not None:
            start_game(self.app, session)

    def replay(self):
        g = self.selected
        if g is None or not navigation.known("replay"):
            return
        session = self._session(g, "history.replay_failed")
        if session is not None:
            self.app.open("replay", session)

    def ask_delete(self):
        g = self.selected
        if g is None:
            return
        names = ", ".join(safe_text(s["name"], 24) for s in g.seats)
        self.confirm("history.delete_title", tr("history.delete_prompt", count=len(g.files), names=names,
                                                date=words.date_text(g.saved)),
                     lambda: self.delete(g), yes_key="history.delete", no_key="menu.keep")

    def delete(self, game):
        failed = keeper.forget(game.files)
        if failed:
            error = failed[0][1]
            self.message("history.delete_failed", safe_text(getattr(error, "strerror", None) or str(error), 120))
        self.found.games = [g for g in self.found.games if g is not game]
        self.people = catalogue.people(self.found.games)
        self.selected = None
        self.refilter()

    # drawing ----------------------------------------------------------------------------
    def paint(self, surface):
        u = unit(self.app)
        draw_card(surface, self.list_card, alpha=230)
        draw_card(surface, self.detail_card, alpha=230)
        body = text_font(self.app, 16)
        if self.found is None:
            done, total = self._progress
            text = tr("history.reading", done=done, total=total) if total else tr("history.reading_start")
            draw_text(surface, text, body, INK_SOFT, self.list_card.center, "center")
            return
        if not self.shown:
            key = "history.empty_filtered" if self.found.games else "history.empty"
            draw_paragraphs(surface, tr(key), body, INK_SOFT, self.list_card.inflate(-int(60 * u), -int(60 * u)))
        self.paint_list(surface, u)
        if self.selected is not None:
            words.paint_detail(self.app, surface, self.detail_card, self.selected)
        elif self.shown:
            draw_text(surface, tr("history.pick"), text_font(self.app, 15), INK_SOFT, self.detail_card.center, "center")

    def paint_list(self, surface, u):
        clip = surface.get_clip()
        inner = self.list_card.inflate(-4, -20)
        surface.set_clip(inner.clip(clip))     # within a frame drawn in part, that part only
        pitch = self.row_h + self.row_gap
        first = max(0, self.scroll // pitch)
        fonts = (text_font(self.app, 16, True), text_font(self.app, 14))
        for i in range(first, len(self.shown)):
            r = self.row_rect(i)
            if r.top > inner.bottom:
                break
            words.paint_row(self.app, surface, r, self.shown[i], self.shown[i] is self.selected, fonts)
        surface.set_clip(clip)
        problems = len(self.found.problems)
        content = len(self.shown) * pitch
        if content > inner.h:                           # a thin scroll indicator
            bar_h = max(30, int(inner.h * inner.h / content))
            y = inner.y + int((inner.h - bar_h) * self.scroll / max(1, content - inner.h))
            pygame.draw.rect(surface, (190, 150, 110), (self.list_card.right - 9, y, 5, bar_h), border_radius=3)
        if problems:
            small = text_font(self.app, 13)
            draw_text(surface, tr("history.unreadable", count=problems), small, INK_SOFT,
                      (self.list_card.right - int(14 * u), self.list_card.bottom + int(4 * u)), "topright")
