"""A table's game log (the dice game's and Zoomaka's): the "Log" button in the bar or the
L key opens it (the table makes room: its layout's `log`), the button, L or Esc closes
it; the table stays playable while it is open.
The newest lines are at the bottom, each after its player's colour dot, wrapped to the
panel's width, as many as fit; a round's start and the end stand out. The wheel over it,
the arrow keys or Page Up/Down go back to older lines. Its place is the layout's
(`layout.log`); its picture is drawn once per change of the lines, the size, the language
or the scroll, then only blitted. A game gives its lines (`words.lines(record, names)`,
a RecordTalk of Line values: ui/record_talk.py) and the catalog keys of its title and
of its empty log; the table gives `relayout()`, `hand`, `tips`, `dialog`, `layout`
(with `log`, `u`, `font_size`), `names()` and `colour(seat)`."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from ..kit.ink import GOLD, INK, WOOD, WOOD_DARK, panel, text, wrap
from ..text import language, tr


class Line(NamedTuple):
    seat: int | None        # whose dot it has (None: nobody's)
    text: str
    news: bool = False      # a round's or turn's start, the end: stands out

PAPER = (250, 244, 228)
STRIPE = (242, 233, 212)
DIM = (120, 104, 84)


class LogPanel:
    TITLE, EMPTY = "dice.log.title", "dice.log.empty"      # catalog keys (a game's own)

    def __init__(self, table, words):
        self.table = table
        self.open = False
        self.words = words
        self._picture = None        # (key, surface)
        self.drawn = 0              # how many lines the picture holds
        self.back = 0               # how many of the newest lines are scrolled out below
        self.pointer = None         # where the mouse last moved (a wheel event has no pos)
        self._count = 0             # the lines there were at the last drawing

    # ------------------------------------------------------------------ opening and closing
    def toggle(self) -> None:
        self.open, self.back = not self.open, 0
        if self.open:
            self.table.hand.let_go()
            self.table.tips.hover(None)
        self.table.relayout()           # the sheets make room for it, or take it back

    def close(self) -> bool:
        was, self.open = self.open, False
        if was:
            self.table.relayout()
        return was

    def rect(self):
        L = self.table.layout
        return L.log if L is not None else None

    def covers(self, pos) -> bool:
        r = self.rect()
        return self.open and r is not None and pos is not None and r.collidepoint(pos)

    def scroll(self, lines: int) -> None:
        """Go back `lines` older lines (negative: towards the newest)."""
        self.back = max(0, min(self.back + lines, len(self.lines()) - 1))

    def key(self, k) -> bool:
        """Esc closes the open log (before anything else), L opens or closes it; the arrows
        and Page Up/Down scroll it while it is open."""
        if k == pygame.K_ESCAPE:
            return self.close()
        if k == pygame.K_l and self.table.dialog is None:
            self.toggle()
            return True
        step = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: 5, pygame.K_PAGEDOWN: -5}.get(k)
        if self.open and step is not None:
            self.scroll(step)
            return True
        return False

    def capture(self, event) -> bool:
        """A press on the open panel is the panel's; one outside goes to the table, which
        stays playable beside it (the button, L and Esc close it)."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            return False
        if event.type == pygame.MOUSEWHEEL and self.covers(self.pointer):
            self.scroll(int(event.y))
            return True
        if not self.open or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        return self.covers(event.pos)

    def fingerprint(self):
        return self.open, self.back

    def forget(self) -> None:
        """The game jumped (undo, a load): the lines are built again from the record."""
        self.words.forget()

    # ------------------------------------------------------------------ drawing
    def lines(self) -> list:
        t = self.table
        return self.words.lines(t.session.record, t.names())

    def draw(self, surface) -> None:
        if not self.open or self.rect() is None:
            return
        r = self.rect()
        lines = self.lines()
        L = self.table.layout
        colours = tuple(self.table.colour(q) for q in range(len(self.table.names())))
        if self.back and len(lines) > self._count:     # scrolled back: the same lines stay
            self.back += len(lines) - self._count
        self._count = len(lines)
        self.back = min(self.back, max(0, len(lines) - 1))
        key = (r.size, id(lines), len(lines), language(), colours, L.font_size(15), self.back)
        if self._picture is None or self._picture[0] != key:
            self._picture = (key, self._paint(r.size, lines, colours))
        panel(surface, r, PAPER, WOOD, radius=max(6, int(12 * L.u)), width=max(2, int(3 * L.u)))
        surface.blit(self._picture[1], r.topleft)

    def _paint(self, size, lines, colours) -> pygame.Surface:
        surf, self.drawn = paint_lines(size, lines, colours, self.table.layout.u, self.back,
                                       (self.TITLE, self.EMPTY))
        return surf


def paint_lines(size, lines, colours, u: float, back: int = 0, keys=(LogPanel.TITLE, LogPanel.EMPTY)) -> tuple:
    """The log's picture: a title, then the newest lines that fit (less the `back` newest),
    each after its player's colour dot, wrapped; (picture, how many lines it holds).
    The table's panel and the results screen both show it."""
    def font_size(base):
        return max(10, int(base * u))
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    fs, pad = font_size(15), max(6, int(12 * u))
    lh = int(fs * 1.32)
    head = text(tr(keys[0]), font_size(17), WOOD_DARK, True)
    surf.blit(head, (pad, pad // 2 + 2))
    top = pad // 2 + head.get_height() + 6
    pygame.draw.line(surf, WOOD, (pad, top - 3), (w - pad, top - 3), max(1, int(2 * u)))
    drawn = 0
    if not lines:
        for i, row in enumerate(wrap(tr(keys[1]), fs, w - 2 * pad)):
            img = text(row, fs, DIM)
            surf.blit(img, img.get_rect(center=(w // 2, (top + h) // 2 + i * lh)))
        return surf, drawn
    dot = max(4, int(fs * 0.42))
    x = pad + 2 * dot + max(4, fs // 3)
    room = max(40, w - x - pad)
    y = h - pad // 2
    newest = len(lines) - back
    for k in range(newest - 1, -1, -1):
        seat, sentence, news = lines[k]
        rows = wrap(sentence, fs, room, bold=news) or [""]
        block = len(rows) * lh + max(4, fs // 3)
        if y - block < top:
            break
        y -= block
        drawn += 1
        if k % 2 == 0:
            pygame.draw.rect(surf, STRIPE, (pad // 2, y, w - pad, block), border_radius=4)
        colour = colours[seat] if isinstance(seat, int) and 0 <= seat < len(colours) else GOLD
        cy = y + max(2, fs // 6) + lh // 2
        pygame.draw.circle(surf, colour, (pad + dot, cy), dot)
        pygame.draw.circle(surf, INK, (pad + dot, cy), dot, 1)
        for i, row in enumerate(rows):
            img = text(row, fs, INK, news)
            row_h = img.get_height()
            surf.blit(img, (x, y + max(2, fs // 6) + i * lh + (lh - row_h) // 2))
    _arrows(surf, (w - pad, (pad // 2 + top) // 2), fs, older=drawn < newest, newer=back > 0)
    return surf, drawn


def _arrows(surf, right_mid, fs, older, newer):
    """Two small triangles in the header: lit when older lines (up) or newer ones (down)
    lie beyond the panel."""
    size = max(5, fs // 2)
    x, cy = right_mid
    for k, (lit, up) in enumerate(((newer, False), (older, True))):
        cx = x - size - k * (size * 2 + size // 2)
        tip, base = (cy - size, cy + size // 2) if up else (cy + size, cy - size // 2)
        points = [(cx, tip), (cx - size, base), (cx + size, base)]
        pygame.draw.polygon(surf, WOOD if lit else STRIPE, points)
