"""Drawing the board from the shown state: the felt, the top bar, the market and
trucks, the player's zoo (large), the other zoos (small), the table talk, an
enlarged other zoo under the pointer, and the piece in hand."""
from __future__ import annotations

import pygame
from pygame import Rect

from .. import art
from ..kit.paint import rounded_shadow
from ...zoo.rules.places import FACE_DOWN, HAND, tile_at, truck_row
from ..text import tr
from . import expansion_view as ev
from . import market_view as mv
from . import zoo_view as zv
from ..kit.ink import CREAM, GOLD, INK, background, blit_text, text
from .layout import zoo_layout

HOVER_ENLARGE_DELAY = 0.35


class Renderer:
    def __init__(self, table):
        self.table = table
        self._log_cache = None
        self._held = None           # (piece, shown state, layout), its picture

    def forget(self):
        self._log_cache = None
        self._held = None

    def board(self, surface):
        L = self.table.layout
        surface.blit(background(L.size, L.top_bar.h,
                                L.opponents[0].x - 10 if L.opponents else L.log.x - 10,
                                L.market.w), (0, 0))
        clip = surface.get_clip()          # a frame drawn in part: what lies outside is let be
        for area, _, paint in self.board_parts():
            if clip.colliderect(area):
                paint(surface)

    def board_parts(self) -> list:
        """(area, key, paint) of each piece of the board, in drawing order: the area holds all
        that paint(surface) draws, the key all it is drawn from (a part whose key changed is
        drawn again there: ui/damage.py)."""
        t = self.table
        L, s, real, v = t.layout, t.choreo.shown, t.state, t.viewer
        held = t.hand.selected if t.hand.drag.dragging else None
        whole = Rect((0, 0), L.size)
        draw, end = L.draw_stack, L.end_stack
        parts = [     # (the stacks' labels and counts, the bank's words reach past their places)
            (Rect(0, 0, L.size[0], L.top_bar.bottom + 4), ("status", self.status_key(real)),
             lambda surface: self.status(surface, real)),
            (draw.inflate(draw.w, draw.h), ("stack", len(s.draw_pile)),
             lambda surface: mv.draw_stack(surface, draw, len(s.draw_pile),
                                           label=tr("game.table.draw_stack"))),
            (end.inflate(end.w, end.h), ("end", len(s.end_pile), bool(s.draw_pile)),
             lambda surface: mv.draw_stack(surface, end, len(s.end_pile), disc=True, dim=bool(s.draw_pile),
                                           label=tr("game.table.end_stack"))),
            (L.hand.inflate(12, 12), ("hand", None if held == HAND else s.revealed),
             lambda surface: mv.draw_hand(surface, L.hand, None if held == HAND else s.revealed)),
            (L.bank.inflate(L.bank.h, L.bank.h), ("bank", s.bank),
             lambda surface: mv.draw_bank(surface, L.bank, s.bank)),
            (L.supply.inflate(16, 16), ("supply", tuple(s.offspring.items())),
             lambda surface: mv.draw_supply(surface, L.supply, s.offspring)),
        ]
        if s.options:       # the expansions' pieces: drawn again with any change of the table
            parts.append((whole, ("expansions", t.choreo.changes, held, t.interactive()),
                          lambda surface: ev.draw_supply(surface, L, s, v, held)))
        for i, (r, slots) in enumerate(zip(L.trucks, L.truck_slots)):
            args = self.truck_args(s, i, held)
            parts.append((r.inflate(16, 16), ("truck", i) + args,      # (its wheels and shadow)
                          lambda surface, i=i, args=args: self.truck(surface, i, args)))
        # the zoos' pictures (made when first drawn), keyed as their caches are (zoo_view.py)
        zoo = (L.zoo, s.zoos[v], t.colour(v), s.zoos[v].name, t.zoo_subtitle(v),
               tuple(sorted(self.in_hand(), key=str)), t.scores.badge(v))
        parts.append((Rect(L.zoo.rect), ("zoo", zv._zoo_key(s.zoos[v])) + zoo[2:],
                      lambda surface: surface.blit(zv.render_zoo(*zoo), L.zoo.rect)))
        if s.options:
            parts.append((whole, ("newborn", t.choreo.changes, held, t.interactive()),
                          lambda surface: (ev.draw_newborn(surface, L.zoo, s, v, held),
                                           ev.draw_waiting_places(surface, t))))
        for seat, ml in t.minis.items():
            mini = (ml, s.zoos[seat], t.colour(seat), s.zoos[seat].name, t.mini_status(seat),
                    seat == real.current, t.scores.badge(seat))
            parts.append((Rect(ml.rect), ("mini", seat, zv._zoo_key(s.zoos[seat])) + mini[2:],
                          lambda surface, mini=mini: surface.blit(zv.render_mini_zoo(*mini), mini[0].rect)))
        parts.append((L.log.inflate(20, 20), ("log", t.log.fingerprint()), self.log))
        return parts

    def in_hand(self):
        """(area, index, slot) of the own zoo's tiles held by a drag just now."""
        hand = self.table.hand
        p = hand.selected
        if not (hand.drag.dragging and p is not None) or p.seat != self.table.viewer:
            return set()
        if p.area in ("barn", "stall") and p.slot is not None:
            return {(p.area, p.index, p.slot)}
        if p.area == "enclosure":
            pen = self.table.choreo.shown.zoos[p.seat].pens[p.index]
            return {("enclosure", p.index, k) for k in range(len(pen))}
        return set()

    def truck_args(self, s, i, held) -> tuple:
        """All truck i is drawn from: None when it is in the hand (a faint place is left)."""
        t = self.table
        truck = s.trucks[i]
        if held is not None and held.area == "truck" and held.index == i and held.slot is None:
            return (None,)
        tiles, owner, colour, unloading = tuple(truck.tiles), None, None, False
        if truck.taken_by is not None:
            owner = s.zoos[truck.taken_by].name
            colour = t.colour(truck.taken_by)
            if s.pending and truck.taken_by == s.current:      # being unloaded
                tiles, unloading = tuple(truck_row(s, i)), True   # placed tiles leave holes
        hide = (held.slot,) if held is not None and held.area == "truck" and held.index == i else ()
        return tiles, tuple(truck.blocked), owner, colour, unloading, hide

    def truck(self, surface, i, args):
        L = self.table.layout
        if args == (None,):
            veil = pygame.Surface(L.trucks[i].size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 40))
            surface.blit(veil, L.trucks[i])
            return
        tiles, blocked, owner, colour, unloading, hide = args
        mv.draw_truck(surface, L.trucks[i], L.truck_slots[i], tiles, blocked, i, owner, colour,
                      unloading, hide)

    def status_key(self, s) -> tuple:
        """All the status line is drawn from."""
        t = self.table
        cur = s.current if t.session.unconfirmed is None else t.session.unconfirmed
        return (s.end_triggered, s.game_over, s.round, cur, t.colour(cur), s.zoos[cur].name,
                t.is_bot(cur), t.session.watching, t.session.unconfirmed,
                t.hand.selected is not None and not t.hand.drag.dragging, ev.prompt(s, t.viewer),
                bool(s.pending), s.revealed is not None)

    def status(self, surface, s):
        t, L = self.table, self.table.layout
        fs = L.font_size(19)
        y = L.top_bar.centery
        x = 14
        if s.end_triggered and not s.game_over:        # the whole last round: a gold badge
            img = text(tr("game.status.final_round"), fs, INK, True)
            r = img.get_rect(midleft=(x + 10, y)).inflate(20, 8)
            pygame.draw.rect(surface, GOLD, r, border_radius=r.h // 2)
            surface.blit(img, img.get_rect(center=r.center))
        else:
            rnd = tr("game.status.final_round") if s.end_triggered else tr("game.status.round", n=s.round)
            r = blit_text(surface, rnd, fs, CREAM, (x, y), "midleft", bold=True)
        x = r.right + 22
        # a turn waiting for "End turn" is still its player's
        cur = s.current if t.session.unconfirmed is None else t.session.unconfirmed
        pygame.draw.circle(surface, t.colour(cur), (x + 9, y), 9)
        pygame.draw.circle(surface, CREAM, (x + 9, y), 9, 2)
        x += 26
        name = s.zoos[cur].name
        if s.game_over:
            who = tr("game.status.game_over")
        elif t.is_bot(cur) and not t.session.watching:     # (a replay: nobody thinks)
            who = tr("game.status.thinking", name=name)
        else:
            who = tr("game.status.turn", name=name)
        r = blit_text(surface, who, fs, CREAM, (x, y), "midleft", bold=True)
        x = r.right + 24
        if s.game_over or t.session.watching:          # a replay asks nobody to move
            prompt = ""
        elif t.is_bot(cur):
            prompt = tr("game.status.prompt_wait", name=name)
        elif t.session.unconfirmed is not None:
            prompt = tr("game.status.prompt_confirm")     # the turn is done, but not yet passed on
        elif s.revealed is not None:
            prompt = tr("game.status.prompt_drawn")       # action A's second step
        elif t.hand.selected is not None and not t.hand.drag.dragging:
            prompt = tr("game.status.prompt_selected")
        elif ev.prompt(s, t.viewer):
            prompt = tr(ev.prompt(s, t.viewer))
        elif s.pending:
            prompt = tr("game.status.prompt_unload")
        else:
            prompt = tr("game.status.prompt_turn")
        right = min(b.x for b in L.buttons.values()) - 12
        if prompt and right - x > 80:
            blit_text(surface, prompt, L.font_size(15), (250, 232, 200), (x, y), "midleft",
                      max_w=right - x)

    def log(self, surface):
        t, L = self.table, self.table.layout
        key = (L.log.size, t.log.fingerprint())
        if self._log_cache is None or self._log_cache[0] != key:
            surf = pygame.Surface((L.log.w + 10, L.log.h + 10), pygame.SRCALPHA)
            mv.draw_log(surf, Rect(0, 0, L.log.w, L.log.h), t.log.lines(), L.font_size(14))
            self._log_cache = (key, surf)
        surface.blit(self._log_cache[1], L.log)

    def enlarged_rect(self) -> Rect:
        """Where an enlarged other zoo is shown (its shadow falls 6, 10 pixels further)."""
        area = self.table.layout.zoo_area
        r = Rect(0, 0, int(area.w * 0.8), int(area.h * 0.8))
        r.topright = (area.right, area.y + int(area.h * 0.05))
        return r

    def enlarged_area(self, seat):
        """All an enlarged zoo covers, its shadow included (None: none is shown)."""
        if seat is None or seat not in self.table.minis:
            return None
        r = self.enlarged_rect()
        return r.union(r.inflate(20, 20).move(6, 10))

    def enlarged(self, surface, seat):
        t = self.table
        if seat is None or seat not in t.minis:
            return
        r = self.enlarged_rect()
        zoo = t.choreo.shown.zoos[seat]
        img = zv.render_zoo(zoo_layout(r, zoo.expansions, t.state.options), zoo, t.colour(seat), zoo.name,
                            t.zoo_subtitle(seat), score=t.scores.badge(seat))
        shadow = r.inflate(20, 20)      # drawn every frame: no layer the zoo's size each time
        rounded_shadow(surface, shadow.size, (0, 0, 0, 90), 20, shadow.move(6, 10).topleft)
        surface.blit(img, r)

    # ------------------------------------------------------------------ the piece in hand
    def held_rect(self, img):
        """Where the piece in hand is drawn (its shadow falls 8, 12 pixels further)."""
        hand = self.table.hand
        pos, off = hand.drag.pos, hand.drag.offset
        if hand.selected.area == "truck" and hand.selected.slot is None:
            return img.get_rect(center=pos)
        return img.get_rect(topleft=(pos[0] - off[0], pos[1] - off[1]))

    def held_image(self):
        """The picture of the piece in hand (None: nothing is dragged), made once for each
        piece and shown state (a whole truck's picture is drawn for it)."""
        t, hand = self.table, self.table.hand
        if not (hand.drag.dragging and hand.selected is not None):
            return None
        key = (hand.selected, t.choreo.changes, t.layout)
        if self._held is None or self._held[0] != key:
            self._held = (key, self.image_of(hand.selected))
        return self._held[1]

    def held_area(self):
        """All the piece in hand covers, its shadow included (None: nothing is dragged)."""
        img = self.held_image()
        if img is None:
            return None
        r = self.held_rect(img)
        return r.union(r.move(8, 12))

    def held(self, surface):
        img = self.held_image()
        if img is None:
            return
        r = self.held_rect(img)
        sh = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 70), sh.get_rect(), border_radius=10)
        surface.blit(sh, r.move(8, 12))
        surface.blit(img, r)

    def image_of(self, piece):
        t, L = self.table, self.table.layout
        s = t.choreo.shown
        size = L.zoo.tile
        if piece.area == "stack":
            return art.tile_back(L.truck_slots[0][0].w)
        if piece.area == "truck" and piece.slot is None:
            r = L.trucks[piece.index]
            surf = pygame.Surface((r.w + 4, r.h + 4), pygame.SRCALPHA)
            slots = [sl.move(-r.x, -r.y) for sl in L.truck_slots[piece.index]]
            truck = s.trucks[piece.index]
            mv.draw_truck(surf, Rect(0, 0, r.w, r.h), slots, truck.tiles, truck.blocked, piece.index)
            return surf
        if piece.area == "enclosure" and piece.slot is None:
            pen = s.zoos[piece.seat].pens[piece.index]
            if not pen:
                return None
            step = size // 5
            surf = pygame.Surface((size + step * (len(pen) - 1), size), pygame.SRCALPHA)
            for j, tile in enumerate(pen):
                surf.blit(art.tile(tile, size), (j * step, 0))
            return surf
        if piece.area == "expansion":
            return None
        if piece.area in ev.HELD_AREAS:
            return ev.held_image(s, piece, size)
        tile = tile_at(s, piece)
        if tile is None or tile == FACE_DOWN:
            return None
        if piece.area == "truck":
            return art.tile(tile, L.truck_slots[0][0].w)
        return art.tile(tile, size)
