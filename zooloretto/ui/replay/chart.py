"""The replay's chart: every player's live score after every turn (the course's points,
the rules' scores), a line per player in the seat's colour, the rounds' starts marked,
the shown moment as an upright line; a point under the pointer is told in a small card.
A helper, not a screen: plain pygame drawing, its still part drawn once per change."""
from __future__ import annotations

import pygame

from ..kit import ACCENT, CREAM, ERROR, INK, INK_SOFT, draw_card, draw_text, text_font, unit
from ..safe_draw import safe_text
from ..text import language, tr

PAPER = (255, 251, 242)
RULE = (214, 190, 160)
ZERO = (190, 160, 120)


class ScoreChart:
    def __init__(self, course):
        self.course = course
        self._still = None          # (key, picture of the card without the moment)

    # ------------------------------------------------------------------ geometry
    def plot(self, app, rect) -> pygame.Rect:
        """Where the points lie inside the chart's card `rect`."""
        u, small = unit(app), text_font(app, 12)
        label_w = small.size("-888")[0] + int(14 * u)
        top = text_font(app, 14, True).get_linesize() + int(10 * u)
        return pygame.Rect(rect.x + label_w, rect.y + top, rect.w - label_w - int(14 * u),
                           rect.h - top - small.get_linesize() - int(8 * u))

    def _scale(self):
        scores = [t for p in self.course.points for t in p.totals] or [0]
        return min(0, min(scores)), max(1, max(scores))

    def x_of(self, plot, index: float) -> int:
        last = max(1, len(self.course.points) - 1)
        return int(plot.x + 8 + (plot.w - 16) * index / last)

    def y_of(self, plot, score) -> int:
        low, high = self._scale()
        return int(plot.bottom - 6 - (plot.h - 12) * (score - low) / (high - low))

    def index_at(self, app, rect, pos) -> int | None:
        """The point nearest the pointer at `pos` (in the card's plot), or None."""
        plot = self.plot(app, rect)
        if not plot.inflate(16, 8).collidepoint(pos) or len(self.course.points) < 2:
            return None
        last = len(self.course.points) - 1
        index = round((pos[0] - plot.x - 8) / max(1, plot.w - 16) * last)
        return max(0, min(last, index))

    def moment_index(self, n: int) -> float:
        """Where the moment after `n` actions lies along the turns (between two points when
        a turn is half played)."""
        points, i = self.course.points, self.course.turn_of(n)
        start = points[i].actions
        end = points[i + 1].actions if i + 1 < len(points) else self.course.length
        return i + ((n - start) / (end - start) if end > start else 0.0)

    # ------------------------------------------------------------------ drawing
    def draw(self, app, surface, rect, at: int, colours, names, hover: int | None) -> None:
        key = (rect.size, tuple(colours), tuple(names), language(), app.size)
        if self._still is None or self._still[0] != key:
            self._still = (key, self._paint_still(app, rect.size, colours, names))
        surface.blit(self._still[1], rect.topleft)
        plot = self.plot(app, rect)
        x = self.x_of(plot, self.moment_index(at))
        pygame.draw.line(surface, ACCENT, (x, plot.y + 2), (x, plot.bottom - 2), max(2, round(3 * unit(app))))
        if hover is not None:
            self._hover_card(app, surface, rect, plot, hover, colours, names)

    def _paint_still(self, app, size, colours, names) -> pygame.Surface:
        u = unit(app)
        picture = pygame.Surface(size, pygame.SRCALPHA)
        rect = pygame.Rect(0, 0, *size)
        draw_card(picture, rect, radius=int(12 * u), shadow=0)
        title, small = text_font(app, 14, True), text_font(app, 12)
        pad = int(12 * u)
        draw_text(picture, tr("replay.chart_title"), title, INK_SOFT, (pad, int(5 * u)))
        self._legend(app, picture, rect, colours, names, pad)
        plot = self.plot(app, rect)
        pygame.draw.rect(picture, PAPER, plot, border_radius=6)
        pygame.draw.rect(picture, RULE, plot, width=1, border_radius=6)
        low, high = self._scale()
        zero = self.y_of(plot, 0)
        pygame.draw.line(picture, ZERO, (plot.x + 2, zero), (plot.right - 2, zero), 1)
        draw_text(picture, str(high), small, INK_SOFT, (plot.x - 4, plot.y), "topright")
        draw_text(picture, str(low), small, ERROR if low < 0 else INK_SOFT, (plot.x - 4, plot.bottom), "bottomright")
        points = self.course.points
        self._rounds(picture, plot, small)
        width = max(2, round(2 * u))
        spacing = (plot.w - 16) / max(1, len(points) - 1)
        radius = max(2, min(int(4 * u), int(spacing / 3)))
        for seat in range(len(colours)):
            where = [(self.x_of(plot, i), self.y_of(plot, p.totals[seat])) for i, p in enumerate(points)]
            if len(where) > 1:
                pygame.draw.lines(picture, colours[seat], False, where, width)
            if spacing >= 5:             # too many turns for a mark each: the lines say it
                for pt in where:
                    pygame.draw.circle(picture, colours[seat], pt, radius)
        return picture

    def _legend(self, app, picture, rect, colours, names, pad):
        """The players' names in their colours, at the card's top right."""
        font = text_font(app, 12, True)
        x = rect.right - pad
        side = font.get_height() // 2
        for seat in range(len(colours) - 1, -1, -1):
            name = safe_text(names[seat], 14)
            r = draw_text(picture, name, font, INK, (x, int(6 * unit(app))), "topright")
            pygame.draw.rect(picture, colours[seat], (r.x - side - 5, r.centery - side // 2, side, side),
                             border_radius=2)
            x = r.x - side - 16

    def _rounds(self, picture, plot, font):
        """A faint upright line where each round begins, its number below the plot."""
        points = self.course.points
        starts = [(i, p.round) for i, p in enumerate(points[1:], 1) if p.round != points[i - 1].round]
        spacing = (plot.w - 16) / max(1, len(starts) + 1)
        for i, number in starts:
            x = self.x_of(plot, i - 1) + (self.x_of(plot, i) - self.x_of(plot, i - 1)) // 2
            pygame.draw.line(picture, RULE, (x, plot.y + 2), (x, plot.bottom - 2), 1)
            if spacing > font.size("88")[0] + 6:
                draw_text(picture, str(number), font, INK_SOFT, (x, plot.bottom + 1), "midtop")

    def _hover_card(self, app, surface, rect, plot, index, colours, names):
        """The point's moment in words: which turn and round, and each player's score."""
        point = self.course.points[index]
        x = self.x_of(plot, index)
        pygame.draw.line(surface, INK_SOFT, (x, plot.y + 2), (x, plot.bottom - 2), 1)
        u = unit(app)
        for seat, colour in enumerate(colours):
            pt = (x, self.y_of(plot, point.totals[seat]))
            pygame.draw.circle(surface, CREAM, pt, int(7 * u))
            pygame.draw.circle(surface, colour, pt, int(5 * u))
        head = tr("replay.point_start") if index == 0 else tr("replay.point", turn=point.turn, round=point.round)
        lines = [(head, None, True)]        # (words, the colour dot before them, bold)
        lines += [(f"{safe_text(names[s], 14)}: {point.totals[s]}", colours[s], False) for s in range(len(colours))]
        lines.append((tr("replay.point_click"), None, False))
        fonts = {True: text_font(app, 13, True), False: text_font(app, 13)}
        pad, dot = int(8 * u), max(4, int(5 * u))
        w = max(fonts[bold].size(text)[0] + (3 * dot if colour else 0) for text, colour, bold in lines) + 2 * pad
        h = sum(fonts[bold].get_linesize() for _, _, bold in lines) + 2 * pad
        card = pygame.Rect(0, 0, w, h)
        card.midbottom = (x, rect.y - int(4 * u))
        card.clamp_ip(pygame.Rect((0, 0), app.size))
        draw_card(surface, card, radius=int(8 * u), shadow=3)
        y = card.y + pad
        for text, colour, bold in lines:
            font, left = fonts[bold], card.x + pad
            if colour is not None:
                pygame.draw.circle(surface, colour, (left + dot, y + font.get_linesize() // 2), dot)
                left += 3 * dot
            draw_text(surface, text, font, INK_SOFT if text == lines[-1][0] else INK, (left, y))
            y += font.get_linesize()
