"""Where everything of the Zoomaka table sits, from the window size and what the state
holds (how many sections each zoo has, how many cards a hand): the only geometry.
`rects` maps every place (zoomaka/rules/places.Loc) to its rectangle; `hit(pos)` lists
the places under a point, most specific first; `point(loc)` is a point inside a place
(the headless table drags from it).

    +-------------------------------------------------------------------+
    | whose turn, actions left                        draw hint undo menu |  bar
    | what the player is asked / the hint / the turn check   [buttons]   |  message
    | draw     | opponents' zoos: name and progress; hand, bank; sections  |
    | discard  |----------------------------------------------------------|
    | settings | the viewer's zoo: bank cards, sections, new sections     |
    | strays   |                                                          |
    |          | the talk's last lines                                    |
    | the viewer's hand                                                  |
    +-------------------------------------------------------------------+

The hand's cards are sized by the window alone; the opponents' row is as tall as its
fullest section needs (between a floor, a header and one row of section cards, and a
ceiling, the share it always had), and the viewer's zoo gets the rest. An opponent's
sections wrap into rows where a badge and "2/4" would not fit side by side.
"""
from __future__ import annotations

import dataclasses

from pygame import Rect

from ...zoomaka.rules.cards import KIND_OF, SECTION_SIZE, TYPES
from ...zoomaka.rules.places import Loc
from ..kit.ink import text
from ..text import tr

CARD_RATIO = 1.4


def _rank(loc: Loc) -> int:
    """Most specific first: a card, a new section's place, a whole place, a whole zoo."""
    if loc.area == "zoo":
        return 3
    if loc.area == "new":
        return 1
    return 0 if loc.slot is not None else 2


BANK_STRIP = 12         # the thinnest a bank's card strip gets before the bank spreads or overlaps
TALK_LINES = 3
OTHERS_SHARE = 0.42     # the most of the zoos' height the opponents' row may take


def talk_px(u: float) -> int:
    """The talk's letters: small, but read from a chair."""
    return max(11, int(14 * u))


CHIP_COUNTS = (1, 2, 5, 12)     # counts in every plural form of the four languages


def chip_px(u: float) -> int:
    """The letters of another player's card and bank counts (zoo_draw's chips)."""
    return max(10, int(15 * u)) - 1


def chip_width(area: str, u: float, room: int) -> int:
    """A count chip wide enough for its words at chip_px, at most half the chips' line."""
    widest = max(text(tr("zoomaka." + area + "_count", count=n), chip_px(u)).get_width()
                 for n in CHIP_COUNTS)
    return min(room // 2 - 2, widest + 10)


def progress_px(strip: int) -> int:
    """The letters of a section's progress ("2/4") in its head, a strip and 4 px tall."""
    return max(8, int((strip + 4) * 0.5))


def opponent_column(strip: int) -> int:
    """The narrowest section of an opponent: its type's badge beside its widest progress."""
    widest = max(SECTION_SIZE.values())
    return strip + 8 + text(f"{widest}/{widest}", progress_px(strip), bold=True).get_width() + 4


class ZoomakaLayout:
    def __init__(self, size, state, viewer: int, log_open: bool = False):
        self.size = w, h = int(size[0]), int(size[1])
        self.log = None                  # the game log's panel, at the right when it is open
        self.viewer = viewer
        self.u = self.scale = u = max(0.5, min(w / 1280, h / 800))   # scale: the tooltips' name
        self.pad = pad = max(6, int(10 * u))
        self.rects: dict = {}
        self.panels: dict = {}           # seat -> the zoo's panel
        self.headers: dict = {}          # seat -> the panel's title line
        self.section_heads: dict = {}    # (seat, index) -> the section's title (type, progress)
        self.bar = Rect(0, 0, w, max(34, int(48 * u)))
        self.message = Rect(0, self.bar.bottom, w, max(30, int(40 * u)))
        # the hand at the bottom
        self.card_w = cw = int(min(124 * u, (w - 2 * pad) / 9))
        self.card_h = ch = int(cw * CARD_RATIO)
        self.hand = Rect(pad, h - ch - pad, w - 2 * pad, ch)
        self.rects[Loc("hand", viewer)] = self.hand
        cards = state.players[viewer].hand
        step = min(cw + pad // 2, (self.hand.w - cw) / max(1, len(cards) - 1)) if cards else 0
        for k in range(len(cards)):
            self.rects[Loc("hand", viewer, slot=k)] = Rect(int(self.hand.x + k * step), self.hand.y, cw, ch)
        # the piles' column
        top, bottom = self.message.bottom + pad, self.hand.y - pad
        self.pile_w = pw = int(min(72 * u, (bottom - top) / 5))
        self.pile_h = ph = int(pw * CARD_RATIO)
        self.column = Rect(pad, top, int(pw * 1.9), bottom - top)
        label = max(12, int(16 * u))
        y = top + label
        for area in ("draw", "discard", "settings"):
            self.rects[Loc(area)] = Rect(self.column.x, y, pw, ph)
            y += ph + label + pad // 2
        if state.received:
            self.rects[Loc("received", slot=0)] = Rect(self.column.x + pw + pad // 2,
                                                         self.rects[Loc("settings")].y, pw, ph)
        self._strays(state, y)
        right = w                        # the zoos' and the talk's right edge: the log's left
        if log_open:
            log_w = max(int(220 * u), int(w * 0.3))
            self.log = Rect(w - pad - log_w, top, log_w, bottom - top)
            right = self.log.x
        # the talk's last lines, in a strip of their own above the hand
        self.talk_px = talk_px(u)
        talk_h = TALK_LINES * (self.talk_px + 3) + 2
        self.talk = Rect(self.column.right + pad, bottom - talk_h, right - self.column.right - 2 * pad, talk_h)
        # the zoos
        z = Rect(self.column.right + pad, top, right - self.column.right - 2 * pad, self.talk.y - pad // 2 - top)
        others = [q for q in range(len(state.players)) if q != viewer]
        self.other_strip = max(12, int(17 * u))     # an opponent's section card, a strip
        ow = (z.w - pad * (len(others) - 1)) // max(1, len(others))
        others_h = self._others_height(state, others, z.h, ow - 2 * pad) if others else 0
        split = others_h + pad if others else 0
        for k, q in enumerate(others):
            self._zoo(state, q, Rect(z.x + k * (ow + pad), z.y, ow, others_h), own=False)
        self._zoo(state, viewer, Rect(z.x, z.y + split, z.w, z.h - split), own=True)

    def _strays(self, state, y):
        """The animals in the Discard pile, one strip each (Stray Animals picks one)."""
        slots = [k for k, c in enumerate(state.discard) if KIND_OF.get(c) == "animal"]
        if not slots:
            return
        sw, sh = int(self.column.w), max(12, int(self.pile_w * 0.3))
        room = self.column.bottom - y
        step = min(sh + 2, (room - sh) / max(1, len(slots) - 1)) if len(slots) > 1 else sh
        for n, k in enumerate(reversed(slots)):       # the newest on top
            self.rects[Loc("discard", slot=k)] = Rect(self.column.x, int(y + n * step), sw, sh)
        self.strays_top = y

    def _bank(self, seat, n, body, strip_h, head_h) -> Rect:
        """One's bank at the zoo's left: its cards as strips under its count and total, each
        whole while they fit; a big bank's strips thinner (down to BANK_STRIP), then spread
        over two columns, and only then overlapping (their tops showing)."""
        u = self.u
        bw = int(min(120 * u, body.w * 0.16))
        room = body.h - head_h - 2
        least = max(BANK_STRIP, int(strip_h * 0.6))
        columns = 1 if n * least <= room else 2
        bank = Rect(body.x, body.y, int(min(bw * columns, body.w * 0.3)) if columns > 1 else bw, body.h)
        self.rects[Loc("bank", seat)] = bank
        per = -(-n // columns)
        h = int(max(least, min(strip_h, room / max(1, per) - 2)))
        step = min(h + 2, (room - h) / max(1, per - 1)) if per > 1 else 0
        cw = (bank.w - 6 - 3 * (columns - 1)) // columns
        for k in range(n):
            col, row = divmod(k, per)
            self.rects[Loc("bank", seat, slot=k)] = Rect(bank.x + 3 + col * (cw + 3), int(bank.y + head_h + row * step),
                                                         cw, h)
        return bank

    def _head_h(self, own: bool) -> int:
        return max(18, int((26 if own else 22) * self.u))

    def _top_h(self, own: bool) -> int:
        """Above a zoo's sections: its title line; an opponent's chips on a line of their own
        below its name and progress (side by side they hid "0 of 3" in a narrow panel)."""
        if own:
            return self._head_h(True) + 8
        return 4 + self._head_h(False) + 2 + self.chip_h + 4

    @property
    def chip_h(self) -> int:
        return text("Bq", chip_px(self.u)).get_height() + 2

    def grid(self, n: int, body_w: int) -> tuple:
        """An opponent's sections: how many side by side, how many rows (a narrow panel
        wraps its sections rather than squeezing them below a badge and a progress)."""
        cols = max(1, min(n, body_w // opponent_column(self.other_strip)))
        return cols, -(-n // cols) if n else 1

    def _others_height(self, state, others, room: int, body_w: int) -> int:
        """The opponents' panels, all one height: what their fullest rows of sections need
        with each section's cards one under the other, at least a title, the chips and one
        row of section cards, at most their old share of the zoos' height (beyond it a
        section's cards overlap, as in _zoo)."""
        strip = self.other_strip

        def column(addons: int, animals: int) -> int:     # title, add-ons, animals, a margin
            return strip + 6 + (addons + max(1, animals) - 1) * (strip + 2) + strip + 2

        def needs(zoo) -> int:
            rows = self.grid(len(zoo), body_w)[1]
            return rows * max((column(len(sec.addons), len(sec.animals)) for sec in zoo), default=0)
        tallest = max(needs(state.players[q].zoo) for q in others)
        top = self._top_h(False) + 4
        floor = top + column(0, 1)
        return int(max(floor, min(top + tallest, room * OTHERS_SHARE - self.pad)))

    def _zoo(self, state, seat, panel: Rect, own: bool):
        u, pad = self.u, self.pad
        self.panels[seat] = panel
        self.rects[Loc("zoo", seat)] = panel
        head_h, top = self._head_h(own), self._top_h(own)
        self.headers[seat] = Rect(panel.x + pad, panel.y + 4, panel.w - 2 * pad, head_h)
        body = Rect(panel.x + pad, panel.y + top, panel.w - 2 * pad, panel.h - top - 4)
        player = state.players[seat]
        strip_h = max(12, int(min(22 * u, body.h / 9))) if own else self.other_strip
        if own:
            bank = self._bank(seat, len(player.bank), body, strip_h, head_h)
            missing = [t for t in TYPES if player.section(t) is None]
            nw = int(min(124 * u, body.w * 0.18)) if missing else 0
            box = Rect(body.right - nw, body.y, nw, body.h)
            self.new_box = box
            cols = max(1, min(3, len(missing)))
            size = int(min((box.w - 6) / cols, (box.h - head_h) / max(1, -(-len(missing) // cols))))
            for k, t in enumerate(missing):
                self.rects[Loc("new", seat, slot=TYPES.index(t))] = Rect(
                    box.x + 3 + (k % cols) * size, box.y + head_h + (k // cols) * size, size - 3, size - 3)
            body = Rect(bank.right + pad, body.y, box.x - bank.right - 2 * pad, body.h)
        else:
            # chips as wide as their counts in this language ("6 cards", "Bank: 12 cards")
            # on their own line under the name, as wide as their counts in this language
            hand_w, bank_w = (chip_width(area, u, body.w) for area in ("hand", "bank"))
            y = panel.y + 4 + head_h + 2
            self.rects[Loc("hand", seat)] = Rect(body.x, y, hand_w, self.chip_h)
            self.rects[Loc("bank", seat)] = Rect(body.x + hand_w + 4, y, bank_w, self.chip_h)
        n = len(player.zoo)
        if own:
            cols, rows = max(n, 1), 1
            col_w = int(min(140 * u, body.w / max(n, 3)))
        else:
            cols, rows = self.grid(n, body.w)
            col_w = int(min(140 * u, body.w / max(cols, 2)))
        row_h = body.h // rows
        for i, sec in enumerate(player.zoo):
            col = Rect(body.x + i % cols * col_w, body.y + i // cols * row_h, col_w - 3,
                       row_h - (3 if rows > 1 else 0))
            self.rects[Loc("section", seat, i)] = col
            self.section_heads[(seat, i)] = Rect(col.x, col.y, col.w, strip_h + 4)
            y = col.y + strip_h + 6
            lowest = col.bottom - strip_h       # a short column (many sections, add-ons): strips overlap
            for k in range(len(sec.addons)):
                self.rects[Loc("addon", seat, i, k)] = Rect(col.x + 4, min(y, lowest), col.w - 8, strip_h)
                y += strip_h + 2
            count = len(sec.animals)
            step = max(0, min(strip_h + 2, (col.bottom - y - strip_h) / max(1, count - 1))) if count > 1 else 0
            for k in range(count):
                self.rects[Loc("section", seat, i, k)] = Rect(col.x, int(min(y + k * step, lowest)), col.w, strip_h)

    # ------------------------------------------------------------------ asking
    def rect(self, loc):
        if loc is None:
            return None
        return self.rects.get(loc) or self.rects.get(loc.whole())

    def point(self, loc):
        """A point of `loc` that is not covered: a strip of a crowded bank or pile shows only
        its top, above the next one drawn over it."""
        r = self.rect(loc)
        if r is None:
            return None
        above = self.rects.get(dataclasses.replace(loc, slot=loc.slot + 1)) if loc.slot is not None else None
        if above is not None and above.colliderect(r) and above.y > r.y:
            return r.centerx, (r.y + above.y) // 2
        return r.center

    def font_size(self, base: float) -> int:
        return max(10, int(base * self.u))

    def note_at(self, pos):
        """What a tooltip speaks of under `pos` (tips.py): the most specific place, or None."""
        hits = self.hit(pos)
        return hits[0] if hits else None

    def hit(self, pos) -> list:
        """Every place under `pos`, most specific first (the last card drawn on top first)."""
        found = [loc for loc, r in self.rects.items() if r.collidepoint(pos)]
        order = {loc: n for n, loc in enumerate(self.rects)}
        return sorted(found, key=lambda loc: (_rank(loc), -order[loc]))
