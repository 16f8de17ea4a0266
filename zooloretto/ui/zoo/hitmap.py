"""Places <-> rectangles: the table's only hit test and only source of highlight rectangles.

Built from the same layout and the same slot functions the drawing uses (truck
slots with the 2-player game's blocked spaces first, barn tiles grouped as
drawn), so what is drawn at a point is what a press there picks up.

    hits = HitMap(layout, minis, state, viewer)
    hits.piece_at(pos)   -> Loc | None      the topmost piece under the pointer
    hits.drops_at(pos)   -> [Loc]           every drop place under it, most specific first
    hits.rect(loc)       -> Rect | None     where a place is drawn (animations, drag images)
    hits.highlight(loc)  -> Rect | None     what lights up for a drop place
    hits.point(loc)      -> (x, y) | None   a point inside a piece's visible part
"""
from __future__ import annotations

from pygame import Rect

from ...zoo.rules.places import HAND, Loc, face_down_boards, stack_top, tile_at, truck_slot
from ...zoo.rules.tiles import ANIMAL_OF, STALL_OF
from . import expansion_hits
from .layout import barn_places, mini_barn_inner, mini_barn_places

STACK_REACH = 20        # the stack accepts a drop a little around it
STALL_REACH = 6


def _visible(rects):
    """Rects that overlap like a hand of cards, each cut to the part not covered by the next."""
    out = []
    for k, r in enumerate(rects):
        v = Rect(r)
        if k + 1 < len(rects):
            n = rects[k + 1]
            if n.y == r.y and r.x < n.x < r.right:
                v.w = n.x - r.x
        out.append(v)
    return out


class HitMap:
    def __init__(self, layout, minis: dict, state, viewer: int):
        self.layout, self.minis, self.state, self.viewer = layout, minis, state, viewer
        self.pieces: list = []      # (Loc, grab Rect), bottom to top as drawn
        self.drops: list = []       # (Loc, Rect), most specific first
        self.tiles: dict = {}       # Loc of a single tile -> its drawn Rect
        self.notes: list = []       # (what, Rect) for the tooltips, bottom to top as drawn
        self._build()
        self._build_notes()
        expansion_hits.notes(self)

    # ------------------------------------------------------------------ building
    def _build(self):
        s, L, v = self.state, self.layout, self.viewer
        zl, zoo = L.zoo, s.zoos[v]
        top = stack_top(s)
        stacks = {0: L.draw_stack, 1: L.end_stack}
        for i, r in stacks.items():
            self.tiles[Loc("stack", index=i)] = r
        for t, truck in enumerate(s.trucks):
            for k, r in enumerate(L.truck_slots[t]):
                self.tiles[Loc("truck", index=t, slot=k)] = r
            if truck.taken_by is None:
                self.pieces.append((Loc("truck", index=t), L.trucks[t]))
            elif s.pending and s.zoos[s.current].truck == t:
                for k in range(len(s.pending)):      # each tile in its own space (the rules')
                    slot = truck_slot(s, t, k)
                    self.pieces.append((Loc("truck", index=t, slot=slot), L.truck_slots[t][slot]))
        if top is not None:
            self.pieces.append((top, stacks[top.index]))
        self.tiles[HAND] = L.hand
        if s.revealed is not None:           # the tile drawn, face up, waiting for its truck
            self.pieces.append((HAND, L.hand))
        # the own zoo, drawn large
        for i, box in zl.boxes.items():
            if i in face_down_boards(zoo):
                self.pieces.append((Loc("expansion", v, i), box))
            if i >= zoo.open_pens:
                continue
            for k, r in enumerate(zl.spaces[i]):
                self.tiles[Loc("enclosure", v, i, k)] = r
            for k, r in enumerate(zl.stalls[i]):
                self.tiles[Loc("stall", v, i, k)] = r
            if zoo.pens[i]:
                self.pieces.append((Loc("enclosure", v, i), zl.spaces[i][0].unionall(zl.spaces[i])))
            for k in range(len(zoo.stalls[i])):
                self.pieces.append((Loc("stall", v, i, k), zl.stalls[i][k]))
        barn = barn_places(zoo.barn, zl.barn, zl.barn_tile)
        for (k, _, r), vis in zip(barn, _visible([r for _, _, r in barn])):
            self.tiles[Loc("barn", v, slot=k)] = r
            self.pieces.append((Loc("barn", v, slot=k), vis))
        # the other zoos, drawn small: their barn tiles can be bought
        for seat, ml in self.minis.items():
            places = mini_barn_places(s.zoos[seat].barn, mini_barn_inner(ml), ml.tile)
            for (k, _, r), vis in zip(places, _visible([r for _, _, r in places])):
                self.tiles[Loc("barn", seat, slot=k)] = r
                self.pieces.append((Loc("barn", seat, slot=k), vis))
        # drop places, most specific first
        self.drops.append((Loc("box"), zl.discard))
        for i, box in zl.boxes.items():
            if i < zoo.open_pens:
                strip = zl.stalls[i][0].unionall(zl.stalls[i]).inflate(STALL_REACH, STALL_REACH)
                self.drops.append((Loc("stall", v, i), strip))
        for i, box in zl.boxes.items():
            area = "enclosure" if i < zoo.open_pens else "expansion"
            self.drops.append((Loc(area, v, i), box))
        for k, _, r in reversed(barn):
            self.drops.append((Loc("barn", v, slot=k), r))
        self.drops.append((Loc("barn", v), zl.barn))
        for t, r in enumerate(L.trucks):
            self.drops.append((Loc("truck", index=t), r))
        if top is not None:
            self.drops.append((top, stacks[top.index].inflate(STACK_REACH, STACK_REACH)))
        self.drops.append((Loc("zoo", v), L.zoo_area))
        for seat, ml in self.minis.items():
            self.drops.append((Loc("zoo", seat), ml.rect))
        expansion_hits.build(self)

    def _build_notes(self):
        """What each board element is, for its tooltip (tooltips.lines_for says it in words)."""
        s, L, v = self.state, self.layout, self.viewer
        zl, zoo, n = L.zoo, s.zoos[v], self.notes
        n += [(("bank",), L.bank), (("supply",), L.supply)]
        n += [(("stack", i), r) for i, r in enumerate((L.draw_stack, L.end_stack))]
        if s.revealed is not None:
            n.append((("hand",), L.hand))
        for t, truck in enumerate(s.trucks):
            n.append((("truck", t), L.trucks[t]))
            for k, r in enumerate(L.truck_slots[t]):
                n.append((("blocked", t, k), r) if k < len(truck.blocked)
                         else (("tile", Loc("truck", index=t, slot=k)), r))
        for i, box in zl.boxes.items():
            if i < zoo.open_pens:
                n.append((("enclosure", v, i), box))
                n.append((("values", v, i), zl.labels[i]))
                n.append((("stalls", v, i), zl.stalls[i][0].unionall(zl.stalls[i])))
            elif i in face_down_boards(zoo):
                n.append((("expansion", v, i), box))
        n += [(("barn", v), zl.barn), (("money", v), zl.coins), (("box",), zl.discard)]
        for seat, ml in self.minis.items():
            n.append((("mini", seat), ml.rect))
            for i, r in ml.pens.items():
                if i < s.zoos[seat].open_pens:
                    n.append((("pen", seat, i), r))
                elif i in face_down_boards(s.zoos[seat]):
                    n.append((("plus", seat, i), r))
            n += [(("barn", seat), ml.barn), (("money", seat), ml.coins), (("score", seat), ml.score)]
        n += [(("tile", loc), r) for loc, r in self.pieces if loc.slot is not None
              and loc.area in ("enclosure", "stall", "barn")]
        n += [(("tile", loc), r) for loc, r in self.tiles.items() if loc.area in ("enclosure", "stall")
              and loc.seat == v and tile_at(s, loc) is not None]
        n.append((("score", v), zl.score))

    def note_at(self, pos):
        """The board element under the pointer, for its tooltip (the topmost one)."""
        for what, r in reversed(self.notes):
            if r is not None and r.collidepoint(pos):
                return what
        return None

    # ------------------------------------------------------------------ questions
    @property
    def tile_size(self) -> int:
        return self.layout.zoo.tile

    def piece_at(self, pos):
        for loc, r in reversed(self.pieces):
            if r.collidepoint(pos):
                return loc
        return None

    def drops_at(self, pos) -> list:
        return [loc for loc, r in self.drops if r.collidepoint(pos)]

    def grab_rect(self, loc):
        for other, r in self.pieces:
            if other == loc:
                return r
        return None

    def point(self, loc):
        """A point where `loc` is hit: inside the visible part of a piece, else the
        middle of its place (for a drop, one where no more specific place lies)."""
        r = self.grab_rect(loc)
        if r is not None:
            return r.center
        for other, r in self.drops:
            if other == loc:
                return self._free_point(loc, r)
        r = self.rect(loc)
        return r.center if r is not None else None

    def _free_point(self, loc, r):
        """The centre of r, or else a point of r where `loc` is the first drop."""
        if self.drops_at(r.center)[:1] == [loc]:
            return r.center
        for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
            for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
                p = (r.x + int(r.w * fx), r.y + int(r.h * fy))
                if self.drops_at(p)[:1] == [loc]:
                    return p
        return r.center

    def rect(self, loc):
        """Where a place is drawn (a tile's own square when it names one)."""
        if loc is None:
            return None
        r = self.tiles.get(loc)
        if r is not None:
            return r
        L, v = self.layout, self.viewer
        area, seat = loc.area, loc.seat
        if area in expansion_hits.AREAS:
            return expansion_hits.rect(self, loc)
        if area == "truck":
            return L.trucks[loc.index] if loc.index is not None and loc.index < len(L.trucks) else None
        if area == "stack":
            return L.end_stack if loc.index == 1 else L.draw_stack
        if area == "bank":
            return L.bank
        if area == "box":
            return L.zoo.discard
        if seat is None:
            return None
        if seat != v:
            ml = self.minis.get(seat)
            if ml is None:
                return None
            if area in ("enclosure", "stall", "expansion") and loc.index in ml.pens:
                return ml.pens[loc.index]
            if area == "barn":
                return mini_barn_inner(ml)
            if area == "money":
                return ml.name
            return ml.rect
        zl = L.zoo
        if area in ("enclosure", "expansion"):
            return zl.boxes.get(loc.index)
        if area == "stall":
            rs = zl.stalls.get(loc.index)
            return rs[0].unionall(rs) if rs else None
        if area == "barn":
            return zl.barn
        if area == "money":
            return zl.coins
        if area == "zoo":
            return L.zoo_area
        return None

    def highlight(self, loc):
        """What lights up for a drop place: a barn tile lights its whole group."""
        if loc.area == "barn" and loc.slot is not None:
            tile = None
            rows = self.state.zoos[loc.seat].barn
            if loc.slot < len(rows):
                tile = rows[loc.slot]
            group = [r for k, r in ((other.slot, r) for other, r in self.tiles.items()
                                    if other.area == "barn" and other.seat == loc.seat
                                    and other.slot is not None)
                     if k < len(rows) and _same_kind(rows[k], tile)]
            if group:
                return group[0].unionall(group)
        if loc.area == "stall" and loc.slot is None and loc.seat == self.viewer:
            for other, r in self.drops:
                if other == loc:
                    return r
        return self.rect(loc)


def _same_kind(a, b):
    return (ANIMAL_OF.get(a) or STALL_OF.get(a) or a) == (ANIMAL_OF.get(b) or STALL_OF.get(b) or b)
