"""Where everything of the dice table sits, from the window size and the player count
alone: the only geometry. `rects` maps every place (dice/rules/places.Loc) to its
rectangle; `hit(pos)` lists the places under a point, most specific first; `point(loc)`
is a point inside a place (the headless table drags from it).

    +--------------------------------------------------------------+
    | round, whose turn, last round                  hint undo menu |  bar
    | supply   tray      truck 1   truck 2   truck 3  (truck 4)    |  market
    | message / hint line                                          |
    | sheet 1        sheet 2        sheet 3        (sheet 4)       |  sheets
    +--------------------------------------------------------------+

With the game log open (log_open), the sheets make room for it at their right: every
sheet and die stays in sight beside it. A lesson's coach (coach, "Learn to play") takes
the same column, at its top, the log what is left below it.
"""
from __future__ import annotations

from pygame import Rect

from ...dice.rules import components as C
from ...dice.rules.places import Loc

ROWS = 9.6          # a sheet's height in box rows: header, 5 enclosures, coins, barn, the score line


class DiceLayout:
    def __init__(self, size, players: int, log_open: bool = False, coach: bool = False):
        self.size = w, h = int(size[0]), int(size[1])
        self.players = players
        self.u = self.scale = u = max(0.5, min(w / 1280, h / 800))
        self.pad = pad = max(6, int(12 * u))
        self.rects: dict = {}
        self.bar = Rect(0, 0, w, max(34, int(48 * u)))
        trucks = C.TRUCKS[players]
        # the market: supply and tray, then the trucks
        top = self.bar.bottom + pad
        self.crate = crate = int(min(66 * u, (w - 2 * pad) / (3.6 * trucks + 5.2)))
        mh = int(crate * 2.25)
        self.market = Rect(pad, top, w - 2 * pad, mh)
        x = self.market.x
        self.supply = Rect(x, top, int(crate * 2.3), mh)
        self.tray = Rect(self.supply.right + pad, top, int(crate * 2.6), mh)
        self.rects[Loc("supply")] = self.supply
        self.rects[Loc("tray")] = self.tray
        for k in range(C.DICE_PER_ROLL):
            r = Rect(0, 0, crate, crate)
            r.center = (self.tray.x + self.tray.w * (1 + 2 * k) // 4, self.tray.centery + int(6 * u))
            self.rects[Loc("tray", slot=k)] = r
        room = self.market.right - self.tray.right - pad
        tw = room // trucks - pad
        for t in range(trucks):
            r = Rect(self.tray.right + pad + t * (tw + pad), top, tw, mh)
            self.rects[Loc("truck", index=t)] = r
            gap = max(4, int(crate * 0.14))
            x0 = r.centerx - (3 * crate + 2 * gap) // 2
            for c in range(C.CRATES):
                self.rects[Loc("truck", index=t, slot=c)] = Rect(x0 + c * (crate + gap),
                                                                 r.bottom - crate - int(crate * 0.3),
                                                                 crate, crate)
        # the line for messages and the hint
        self.message = Rect(pad, self.market.bottom + pad // 2, w - 2 * pad, max(30, int(46 * u)))
        # the sheets, and beside them the game log when it is open (log_panel.py)
        sy = self.message.bottom + pad // 2
        sh = h - sy - pad
        column = log_open or coach
        lw = min(int(w * 0.45), max(int(260 * u), int(w * 0.28))) if column else 0
        self.log = Rect(w - pad - lw, sy, lw, sh)
        self.coach = Rect(self.log.x, sy, lw, 0)
        if coach:               # the coach's card: room for a few lines and its buttons
            self.coach.h = min(sh, int(sh * (0.45 if log_open else 0.62)))
            self.log = Rect(self.log.x, self.coach.bottom + pad, lw, sh - self.coach.h - pad)
        sheets_w = w - lw - (pad if column else 0)
        sw = (sheets_w - pad * (players + 1)) // players
        self.box = box = int(min(sh / ROWS, sw / 8.1))
        self.pitch = max(box, int(min(sh / ROWS, box * 1.4)))   # rows spread when boxes are narrow
        for q in range(players):
            self._sheet(q, Rect(pad + q * (sw + pad), sy, sw, sh), box)

    def font_size(self, base: float) -> int:
        return max(10, int(base * self.u))

    # ------------------------------------------------------------------ one sheet
    def _sheet(self, q, r, box):
        R = self.rects
        R[Loc("sheet", q)] = r
        gap = max(2, box // 8)
        inner = box - 2 * gap
        pitch = self.pitch
        cols = 7                            # the animal, five boxes, the bonus
        width = cols * box + box // 2
        x0 = r.x + (r.w - width) // 2
        y = r.y + int(pitch * 1.45)
        self.rects[("header", q)] = Rect(r.x, r.y, r.w, int(pitch * 1.4))
        for i, animal in enumerate(C.ANIMALS):
            R[("icon", q, i)] = Rect(x0 + gap, y + gap, inner, inner)
            for b in range(C.ENCLOSURE_BOXES[animal]):
                R[Loc("pen", q, i, b)] = Rect(x0 + (1 + b) * box + gap, y + gap, inner, inner)
            R[Loc("bonus", q, i)] = Rect(x0 + 6 * box + box // 2 + gap, y + gap, inner, inner)
            y += pitch
        y += gap * 2 + (pitch - box) // 2
        R[("coin_icon", q)] = Rect(x0 + gap, y + gap, inner, inner)
        k, x = 0, x0 + box
        for size in C.COIN_GROUPS:
            for _ in range(size):
                R[Loc("coin", q, slot=k)] = Rect(x + gap, y + gap, inner, inner)
                x += box - gap
                k += 1
            x += box // 3
        y += pitch + gap
        R[("barn_icon", q)] = Rect(x0 + gap, y + gap, inner, inner)
        for i in range(len(C.ANIMALS)):
            R[Loc("barn", q, i)] = Rect(x0 + (1 + i) * box + gap, y + gap, inner, inner)
        R[("footer", q)] = Rect(r.x + gap * 3, y + box + gap, r.w - gap * 6,
                                min(pitch, r.bottom - y - box - 2 * gap))
        # the dice taken this round, in the header
        tb = int(box * 0.8)
        for k in range(C.CRATES):
            R[Loc("taken", q, slot=k)] = Rect(r.right - gap * 2 - (C.CRATES - k) * (tb + gap),
                                              r.y + int(pitch * 0.55), tb, tb)

    # ------------------------------------------------------------------ questions
    def rect(self, key) -> Rect | None:
        return self.rects.get(key)

    def hit(self, pos) -> list:
        """The places (Locs) under `pos`, most specific first."""
        found = [loc for loc, r in self.rects.items()
                 if isinstance(loc, Loc) and r.collidepoint(pos)]
        return sorted(found, key=lambda loc: (loc.slot is None, loc.index is None and loc.area != "tray"))

    def note_at(self, pos):
        """What a tooltip speaks of under `pos`: the most specific place, or None."""
        hits = self.hit(pos)
        return hits[0] if hits else None

    def point(self, loc) -> tuple:
        """A point inside the place, away from anything more specific within it."""
        r = self.rects[loc]
        if loc.area == "truck" and loc.slot is None:
            return r.centerx, r.y + max(4, int(self.crate * 0.3))
        if loc.area == "tray" and loc.slot is None:
            return r.centerx, r.y + max(4, int(self.crate * 0.25))
        if loc.area == "sheet":
            return self.rects[("header", loc.seat)].center
        return r.center
