"""Tooltips: what any board element is, in words, when the pointer rests on it.

One mechanism for the whole table: the hit map names the element under the pointer
(`HitMap.note_at`, the hit map's places being the only hit test), `lines_for` says it in
the player's language, and `Tooltips.draw` puts the box beside the pointer. A tooltip is
a title and then sentences, or (what, points) rows for a score.
"""
from __future__ import annotations

import pygame
from pygame import Rect

from ...zoo.rules import components as C
from ...zoo.rules.places import tile_at
from ...zoo.rules.tiles import ANIMAL_OF
from .. import art
from ..game_log import animal_name, cost_text, pen_name, tile_name
from ..text import language, tr
from .ink import GOLD, INK, WOOD_DARK, text, wrap
from .expansion_tips import WORDS as EXPANSION_WORDS
from .scoreboard import breakdown_lines

TOOLTIP_DELAY = 0.45        # seconds the pointer rests before the box appears
BOX = (255, 249, 230)


class Tooltips:
    def __init__(self, table):
        self.table = table
        self.pos = None
        self.key = None          # the note under the pointer
        self.rest = 0.0          # how long it has been under it
        self._cache = None
        self._drawn_for = None   # the note whose tooltip the last frame settled (drawn or not)
        self._cover = None       # the dialog and the bar open at the last update
        self.box = None          # where the last frame drew the tooltip (None: nowhere)

    def hover(self, pos):
        self.pos = pos
        key = None
        if pos is not None and self.table.layout is not None:
            key = self.table.hits.note_at(pos)
        if key != self.key:     # a new rest begins: its tooltip is still to be drawn, even
            self.key, self.rest, self._drawn_for = key, 0.0, None    # if it is the last one's

    def update(self, dt):
        t = self.table
        cover = (id(t.dialog) if t.dialog is not None else None, t.confirm is not None, t.flow.mode())
        if cover != self._cover:     # a dialog or the bar opened or closed: the tooltip goes,
            self._cover = cover      # until the pointer moves again
            self.key, self.rest, self._drawn_for = None, 0.0, None
        self.rest += dt

    def bar(self):
        """The flow's bar on screen (the turn check, the last look, the hint), or None."""
        flow = self.table.flow
        return flow.bar() if flow.mode() is not None else None

    def waiting(self) -> bool:
        """Is a tooltip about to appear (the table must draw the frame it does)?"""
        return self.key is not None and self._drawn_for != self.key

    def shown(self):
        """The lines of the tooltip on screen now, or None."""
        t = self.table
        if (self.key is None or self.rest < TOOLTIP_DELAY or t.hand.drag.active
                or t.confirm is not None or t.dialog is not None or not in_view(t)):
            return None
        bar = self.bar()
        if bar is not None and self.pos is not None and bar.collidepoint(self.pos):
            return None
        return self.lines()

    def lines(self):
        """What the place under the pointer says, worked out again only when it may differ."""
        ck = self.cache_key()
        if self._cache is None or self._cache[0] != ck:
            try:
                lines = self.say(self.key)
            except (IndexError, KeyError):         # the game changed under a stale place
                lines = None
            self._cache = (ck, lines)
        return self._cache[1]

    def cache_key(self) -> tuple:
        """What the words depend on: the place, the board, the viewer, the language
        (a switch says it anew)."""
        t = self.table
        return self.key, t.choreo.changes, t.viewer, language()

    def say(self, key):
        return lines_for(key, self.table)

    def part(self):
        """(area, key) of the tooltip on screen now (ui/damage.py), or None."""
        placed = self.place(Rect((0, 0), self.table.layout.size))
        return None if placed is None else (placed[1], ("tip", placed[0]))

    def draw(self, surface):
        placed = self.place(surface.get_rect())
        if self.rest >= TOOLTIP_DELAY:
            self._drawn_for = self.key
        self.box = None
        if placed is not None:
            surface.blit(*placed)
            self.box = placed[1]

    def place(self, screen):
        """(picture, box) of the tooltip shown now within `screen`, or None."""
        lines = self.shown()
        if not lines or self.pos is None:
            return None
        img = render_box(tuple(lines), self.table.layout.font_size(15),
                         int(380 * self.table.layout.scale))
        r = img.get_rect(topleft=(self.pos[0] + 16, self.pos[1] + 20))
        if r.right > screen.right:
            r.right = self.pos[0] - 12
        if r.bottom > screen.bottom:
            r.bottom = self.pos[1] - 12
        r.clamp_ip(screen)
        bar = self.bar()
        if bar is not None and r.colliderect(bar):   # the bar's words and buttons stay in view
            if self.pos[1] < bar.centery:
                r.bottom = min(r.bottom, bar.top - 4)
            else:
                r.top = max(r.top, bar.bottom + 4)
            r.clamp_ip(screen)
        return img, r


def in_view(table) -> bool:
    """Is the table what the player looks at: the top scene, or hosted by it (the replay's
    table, whose app is a Viewport naming its host: ui/replay/watch.py)?"""
    top = table.app.top
    return top is table or (top is not None and top is getattr(table.app, "hosted_by", None))


_boxes: dict = {}


def render_box(lines: tuple, fs: int, width: int) -> pygame.Surface:
    """A title, sentences wrapped to `width`, (what, points) rows; "=what" is a total row."""
    key = (lines, fs, width)
    if key in _boxes:
        return _boxes[key]
    pad, lh = 10, int(fs * 1.3)
    items = []                           # (kind, payload)
    for k, line in enumerate(lines):
        if isinstance(line, tuple):
            items.append(("row", line))
        elif k == 0:
            items += [("title", s) for s in wrap(line, fs, width, bold=True)]
        else:
            items += [("text", s) for s in wrap(line, fs, width)]
    if items and not any(kind == "row" for kind, p in items):
        # A box as wide as its longest line: "A flamingo" needs no 380-pixel box.
        width = min(width, max(art.font(fs, kind == "title").size(p)[0] for kind, p in items))
    h = pad * 2 + lh * len(items) + sum(4 for kind, p in items if kind == "row" and p[0][:1] == "=")
    surf = pygame.Surface((width + 2 * pad, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, BOX, surf.get_rect(), border_radius=10)
    pygame.draw.rect(surf, GOLD, surf.get_rect(), width=2, border_radius=10)
    y = pad
    for kind, p in items:
        if kind == "row":
            what, points = p
            total = what.startswith("=")
            if total:
                pygame.draw.line(surf, WOOD_DARK, (pad, y + 1), (width + pad, y + 1), 1)
                y += 4
                what = what[1:]
            num = text(points, fs, (150, 40, 30) if points.startswith("−") else INK, True)
            surf.blit(num, num.get_rect(topright=(width + pad, y)))
            room = width - num.get_width() - 10
            size = fs
            img = text(what, size, INK, total)
            while img.get_width() > room and size > 9:
                size -= 1
                img = text(what, size, INK, total)
            surf.blit(img, (pad, y + (fs - size) // 2))
        else:
            surf.blit(text(p, fs, WOOD_DARK if kind == "title" else INK, kind == "title"), (pad, y))
        y += lh
    if len(_boxes) > 64:
        _boxes.clear()
    _boxes[key] = surf
    return surf


# --------------------------------------------------------------------------- the words

def lines_for(key, table) -> list | None:
    s = table.choreo.shown
    kind = key[0]
    if kind == "score":
        return breakdown_lines(s, table.scores.get(), key[1])
    if kind == "tile":
        tile = tile_at(s, key[1])
        if tile is None and key[1].area == "truck":
            return _truck(("truck", key[1].index), table, s)
        if tile is None:
            return None
        name = tile_name(tile)
        return [name[:1].upper() + name[1:]]
    return _WORDS[kind](key, table, s)


def _stack(key, table, s):
    if key[1] == 0:
        return [tr("game.table.draw_stack"), tr("game.tip.draw_stack", left=len(s.draw_pile))]
    return [tr("game.table.end_stack"), tr("game.tip.end_stack", left=len(s.end_pile))]


def _hand(key, table, s):
    if s.revealed is None:
        return None
    name = tile_name(s.revealed)
    return [name[:1].upper() + name[1:], tr("game.tip.hand")]


def _truck(key, table, s):
    t = s.trucks[key[1]]
    title = tr("game.tip.truck_title", number=key[1] + 1)
    if t.taken_by is not None:
        return [title, tr("game.tip.truck_taken", name=s.zoos[t.taken_by].name)]
    return [title, tr("game.tip.truck", room=C.TRUCK_SIZE - len(t.blocked))]


def _blocked(key, table, s):
    return [tr("game.tip.blocked_title"), tr("game.tip.blocked")]


def _bank(key, table, s):
    return [tr("game.table.bank"), tr("game.tip.bank", left=s.bank)]


def _supply(key, table, s):
    return [tr("game.table.offspring"), tr("game.tip.supply")]


def _values(key, table, s):
    i = key[2]
    out = [pen_name(i)[:1].upper() + pen_name(i)[1:],
           tr("game.tip.values", size=C.ENCLOSURE_CAPACITY[i], full=C.POINTS_FULL[i],
              short=C.POINTS_ONE_SHORT[i])]
    if C.FILL_BONUS[i]:
        out.append(tr("game.tip.bonus", price=cost_text(C.FILL_BONUS[i])))
    return out


def _enclosure(key, table, s):
    seat, i = key[1], key[2]
    pen = s.zoos[seat].pens[i]
    title = pen_name(i)[:1].upper() + pen_name(i)[1:]
    out = [title, tr("game.tip.enclosure", size=C.ENCLOSURE_CAPACITY[i])]
    e = next((e for e in table.scores.get()["players"][seat]["enclosures"] if e["index"] == i), None)
    if pen and e is not None:
        out.append(tr("game.tip.enclosure_now", number=len(pen), animals=animal_name(
            ANIMAL_OF[pen[0]], plural=len(pen) != 1), points=e["points"],
            why=tr("game.score.why_" + e["why"])))
    return out


def _pen(key, table, s):
    out = _enclosure(key, table, s)
    seat, i = key[1], key[2]
    zoo = s.zoos[seat]
    cap = C.ENCLOSURE_CAPACITY[i]
    out.insert(1, tr("game.tip.pen_count", number=len(zoo.pens[i]), size=cap))
    if zoo.pens[i] and len(zoo.pens[i]) >= cap - 1:
        out.append(tr("game.tip.red"))
    if zoo.stalls[i]:
        out.append(tr("game.tip.pen_stalls", stalls=", ".join(tile_name(st) for st in zoo.stalls[i])))
    return out


def _stalls(key, table, s):
    return [tr("game.tip.stalls_title"), tr("game.tip.stalls", points=C.STALL_TYPE_POINTS)]


def _expansion(key, table, s):
    return [tr("game.zoo.expansion"), tr("game.tip.expansion", price=cost_text(C.COST_EXPAND),
                                         size=C.ENCLOSURE_CAPACITY[key[2]])]


def _plus(key, table, s):
    return [tr("game.zoo.expansion"), tr("game.tip.plus", name=s.zoos[key[1]].name,
                                         price=cost_text(C.COST_EXPAND))]


def _barn(key, table, s):
    return [tr("game.zoo.barn"), tr("game.tip.barn", points=C.BARN_PENALTY)]


def _money(key, table, s):
    z = s.zoos[key[1]]
    return [tr("game.tip.money_title", name=z.name, left=z.coins),
            tr("game.tip.money", move=cost_text(C.COST_REMODEL), buy=cost_text(C.COST_TILE),
               expand=cost_text(C.COST_EXPAND))]


def _box(key, table, s):
    return [tr("game.tip.box_title"), tr("game.tip.box", price=cost_text(C.COST_TILE))]


def _mini(key, table, s):
    seat = key[1]
    out = [s.zoos[seat].name, tr("game.tip.mini")]
    if s.zoos[seat].truck is not None:
        out.append(tr("game.tip.passed"))
    return out


_WORDS = {"stack": _stack, "hand": _hand, "truck": _truck, "blocked": _blocked, "bank": _bank,
          "supply": _supply, "values": _values, "enclosure": _enclosure, "pen": _pen,
          "stalls": _stalls, "expansion": _expansion, "plus": _plus, "barn": _barn,
          "money": _money, "box": _box, "mini": _mini, **EXPANSION_WORDS}
KINDS = ("score", "tile", *_WORDS)
