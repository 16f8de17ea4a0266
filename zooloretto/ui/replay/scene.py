"""Replay (registered as "replay"): any saved game, move by move, on the game's own table.

    app.open("replay", session)       # the History's Replay button

The table (ui/replay/watch.py) is the real one, watched: nothing can be dragged, no bot
moves, no file is written. Below it the chart of every player's score after every turn
(chart.py) and the controls: the previous or next move, turn and round (where the rules'
events begin them: course.py), play and pause at 1×, 2× or 4× (the table's own
animations at that speed); its talk beside the table, as far as the shown moment. A point
of the chart under the pointer shows its moment, a click stays there. "Play from here"
starts a practice game from the shown moment (practice.py).

Keys: Left/Right a move, Shift+Left/Right a turn, Page Up/Page Down a round, Home/End
the start or the end, Space play or pause, Esc back.
"""
from __future__ import annotations

import pygame

from ..kit import MenuScene, draw_text, fitting_font, large, start_game, text_font, unit
from ..navigation import screen
from ..kit.ink import WOOD, WOOD_DARK
from ..text import tr
from .chart import ScoreChart
from .course import Course
from .practice import practice_session
from .watch import SPEEDS, WatchSession, bar_height, busy, caught_up, host_table, lay_out, said_last

PAUSE = 0.7         # seconds between two moves while playing at 1× (less at 2× and 4×)
CREAM_TEXT = (255, 246, 226)


@screen("replay")
class ReplayScene(MenuScene):
    def __init__(self, app, session):
        super().__init__(app)
        self.course = Course(session.record)      # the save itself is only read
        self.watch = WatchSession(self.course)
        self.speed = SPEEDS[0]
        self.table = host_table(app, self.watch, lambda: self.speed, host=self)
        self.chart = ScoreChart(self.course)
        self.at = 0                     # how many actions the table shows
        self.playing = False
        self.wait = 0.0                 # seconds before the next move while playing
        self.hover = None               # the chart's point under the pointer
        self.kept = None                # the moment to go back to when the pointer leaves the chart
        self.table_rect = self.chart_rect = self.row_rect = pygame.Rect(0, 0, 0, 0)

    # ------------------------------------------------------------------ layout
    def regions(self):
        w, h = self.app.size
        u = unit(self.app)
        pad = max(6, int(8 * u))
        row_h = 70 if large(self.app) else max(36, int(42 * u))
        chart_h = max(96, int(h * 0.17))
        self.row_rect = pygame.Rect(0, h - row_h - pad, w, row_h + pad)
        self.chart_rect = pygame.Rect(pad, self.row_rect.y - chart_h, w - 2 * pad, chart_h - pad // 2)
        self.table_rect = pygame.Rect(0, 0, w, self.chart_rect.y - pad)

    def layout(self):
        self.regions()
        lay_out(self.table, self.table_rect.size)
        u = unit(self.app)
        font = text_font(self.app, 18, True)          # the theme's button font (@btn, @btn_l)
        gap, x = max(4, int(6 * u)), max(6, int(8 * u))
        bh = self.row_rect.h - x
        y = self.row_rect.y + (self.row_rect.h - bh) // 2
        for name, key, action, tip in self.row_buttons():
            labels = (tr("replay.play"), tr("replay.pause")) if name == "play" else (tr(key, n=self.speed),)
            bw = max(int(52 * u), max(font.size(label)[0] for label in labels) + int(30 * u))
            extra = {"n": self.speed} if name == "speed" else {}
            self.button((x, y, bw, bh), key, action, name=name, tooltip=tr(tip), **extra)
            x += bw + gap
        self.label_left = x + gap
        bar_h = bar_height(self.table)
        right = self.app.size[0] - max(6, int(8 * u))
        for name, key, action in (("back", "menu.back", self.back),
                                  ("play_here", "replay.play_here", self.play_here)):
            bw = max(int(90 * u), font.size(tr(key))[0] + int(36 * u))
            self.button((right - bw, 5, bw, bar_h - 10), key, action, name=name)
            right -= bw + gap
        self.sync()

    def row_buttons(self):
        """(name, catalog key, what it does, its tooltip's key) of the row's buttons."""
        return (("round_back", "replay.round_back", self.round_back, "replay.tip_round_back"),
                ("turn_back", "replay.turn_back", self.turn_back, "replay.tip_turn_back"),
                ("move_back", "replay.move_back", self.move_back, "replay.tip_move_back"),
                ("play", "replay.play", self.play, "replay.tip_play"),
                ("move_on", "replay.move_on", self.move_on, "replay.tip_move_on"),
                ("turn_on", "replay.turn_on", self.turn_on, "replay.tip_turn_on"),
                ("round_on", "replay.round_on", self.round_on, "replay.tip_round_on"),
                ("speed", "replay.speed", self.faster, "replay.tip_speed"))

    def sync(self):
        """The buttons as the moment allows, Play or Pause as it plays."""
        end, start = self.at >= self.course.length, self.at <= 0
        for name, on in (("round_back", not start), ("turn_back", not start), ("move_back", not start),
                         ("move_on", not end), ("turn_on", not end), ("round_on", not end),
                         ("play", self.course.length > 0), ("play_here", not self.watch.state.game_over)):
            b = self.named.get(name)
            if b is not None and b.is_enabled != on:
                b.enable() if on else b.disable()
        b = self.named.get("play")
        key = "replay.pause" if self.playing else "replay.play"
        if b is not None and b.text != key:
            b.set_text(key)

    # ------------------------------------------------------------------ moving
    def go(self, n: int, keep: bool = True):
        """Show the moment after `n` actions as it is; `keep`: the replay stays there."""
        n = max(0, min(n, self.course.length))
        if keep:
            self.kept = None
        if n != self.at:
            self.watch.show(n)
            self.at = n
            caught_up(self.table)
        self.sync()

    def forward(self):
        """The next move, played on the table: its events fly as they did."""
        self.kept = None
        if self.at < self.course.length:
            self.table.play_bot(self.course.actions[self.at])
            self.at += 1
        self.sync()

    def move_on(self):
        self.stop()
        self.forward()

    def move_back(self):
        self.stop()
        self.go(self.at - 1)

    def turn_on(self):
        self.stop()
        self.go(self.course.next_turn(self.at))

    def turn_back(self):
        self.stop()
        self.go(self.course.previous_turn(self.at))

    def round_on(self):
        self.stop()
        self.go(self.course.next_round(self.at))

    def round_back(self):
        self.stop()
        self.go(self.course.previous_round(self.at))

    def play(self):
        """Play or pause; played from the start again once at the end."""
        if self.playing:
            return self.stop()
        if self.at >= self.course.length:
            self.go(0)
        self.kept, self.playing, self.wait = None, True, 0.0
        self.sync()

    def stop(self):
        self.playing = False
        self.sync()

    def faster(self):
        """1×, 2×, 4×, and 1× again: the table's animations and the pauses between moves."""
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        self.rebuild()

    def play_here(self):
        """A new practice game from the shown moment (the History marks it, the statistics
        leave it out); the replay gives way to its table."""
        if not self.watch.state.game_over:
            start_game(self.app, practice_session(self.course, self.at))

    # ------------------------------------------------------------------ events
    def handle_menu_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.key(event.key, bool(event.mod & pygame.KMOD_SHIFT))
        elif event.type == pygame.MOUSEMOTION:
            self.table.handle_event(event)       # another zoo under the pointer is shown large, a tooltip
            if not self.table_rect.collidepoint(event.pos):
                self.table.tips.hover(None)      # off the table (the chart, the buttons): no tooltip
            self.point(self.chart.index_at(self.app, self.chart_rect, event.pos))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.chart.index_at(self.app, self.chart_rect, event.pos)
            if index is not None:
                self.stop()
                self.go(self.course.points[index].actions)

    def key(self, k, shift=False):
        moves = {pygame.K_LEFT: (self.move_back, self.turn_back), pygame.K_RIGHT: (self.move_on, self.turn_on)}
        if k in moves:
            moves[k][shift]()
        elif k == pygame.K_PAGEUP:
            self.round_back()
        elif k == pygame.K_PAGEDOWN:
            self.round_on()
        elif k == pygame.K_SPACE:
            self.play()
        elif k in (pygame.K_HOME, pygame.K_END):
            self.stop()
            self.go(0 if k == pygame.K_HOME else self.course.length)

    def point(self, index):
        """The pointer rests on a point of the chart (None: off it): its moment is shown,
        and the replay's own comes back when the pointer leaves."""
        if index == self.hover:
            return
        self.hover = index
        if index is None:
            if self.kept is not None:
                back, self.kept = self.kept, None
                self.go(back)
            return
        if self.kept is None:
            self.stop()
            self.kept = self.at
        self.go(self.course.points[index].actions, keep=False)

    # ------------------------------------------------------------------ frames
    def update(self, dt):
        self.table.update(dt)
        said_last(self.table)
        if self.playing and not busy(self.table):
            self.wait -= dt
            if self.wait <= 0:
                self.forward()
                self.wait = PAUSE / self.speed
                if self.at >= self.course.length:
                    self.stop()

    def animating(self) -> bool:
        return self.playing or self.table.animating()

    def language_changed(self):
        self.table.language_changed()

    def close(self):
        super().close()
        self.table.close()

    def draw(self, surface):
        if self.table.layout is None or self.table.app.size != self.table_rect.size:
            self.regions()
            lay_out(self.table, self.table_rect.size)
        self.table.draw(surface.subsurface(self.table_rect))
        strip = pygame.Rect(0, self.table_rect.bottom, surface.get_width(), surface.get_height() - self.table_rect.bottom)
        pygame.draw.rect(surface, WOOD, strip)
        pygame.draw.rect(surface, WOOD_DARK, (0, strip.y, strip.w, 3))
        names = self.table.names()
        colours = [self.table.colour(q) for q in range(len(names))]
        self.chart.draw(self.app, surface, self.chart_rect, self.at, colours, names, self.hover)
        self._position(surface)

    def _position(self, surface):
        """Where the replay is: the move of all moves, the turn, the round."""
        state = self.watch.state
        words = tr("replay.position", move=self.at, moves=self.course.length,
                   turn=self.course.turn_number(self.at, state.game_over), round=state.round)
        room = self.row_rect.right - self.label_left - int(10 * unit(self.app))
        if room > 40:
            font = fitting_font(self.app, words, 16, room, bold=True)
            draw_text(surface, words, font, CREAM_TEXT, (self.label_left, self.row_rect.centery), "midleft")

