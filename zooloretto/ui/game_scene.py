"""The game table: play Zooloretto by dragging tiles (or clicking, or with keys).

What may be done is never decided here: every highlight comes from
`legal_actions(state)` filtered by the piece in hand, and every refusal
sentence from `refusal(state, action)`.

Keys: D draw onto the selected truck, T take it, U undo, H hint,
Tab cycle places, Enter confirm, E expand, Esc let go / menu.
"""
from __future__ import annotations

import math
import random

import pygame
import pygame_gui
from pygame import Rect
from pygame_gui.elements import UIButton

from . import art
from . import board_view as bv
from . import sound
from .anim import Animator, Flight, Popup
from .bot_runner import BotRunner
from .drag import DragController
from .game_log import (action_cost, cost_text, describe_action, refusal_text, sentences)
from .navigation import screen
from .scene import Scene
from .table_layout import table_layout, zoo_layout, mini_zoo_layout, barn_slots
from .text import tr
from ..rules import refusal
from ..rules import components as C
from ..rules.actions import (Draw, Take, Place, MoveAnimal, MoveStall, Exchange, Purchase,
                             Discard, Expand, MONEY_ACTIONS)
from ..rules.tiles import ANIMAL_OF, STALL_OF
from ..rules.view import public_view

MESSAGE_SECONDS = 5.0
HOVER_ENLARGE_DELAY = 0.35
HIGHLIGHT = (255, 214, 80)
LEGAL_GLOW = (140, 230, 120)


def _target_of(to, index):
    return ("pen", index) if to == "enclosure" else ("stall", index) if to == "stall" else ("barn",)


class GameScene(Scene):
    bot_time_budget = 1.0       # seconds a bot may think per move (tests lower it)
    hint_time_budget = 0.6
    bot_pause = 0.45            # seconds between a bot's moves at normal speed

    def __init__(self, app, session, bot_time_budget: float | None = None):
        super().__init__(app)
        self.session = session
        if bot_time_budget is not None:
            self.bot_time_budget = bot_time_budget
        self.drag = DragController(self)
        self.anim = Animator(app.settings.animation_factor)
        self.runner = BotRunner()
        self.hint_runner = BotRunner()
        self.log: list = []
        self.message = None          # (sentence, seconds left, colour)
        self.selected = None         # source key in hand (drag or click-click)
        self.moves: dict = {}        # target key -> legal action for `selected`
        self.focus = None            # target chosen with Tab
        self.hide: set = set()       # tiles in flight, not drawn in place
        self.hover_seat = None
        self.hover_time = 0.0
        self.pinned_seat = None
        self.confirm = None          # money action waiting for "Pay"
        self.confirm_buttons = []
        self.hint = None             # (source key, target key, action)
        self.wait = 0.0              # pause before the next bot move
        self.end_wait = None
        self.results_shown = False
        self.clock = 0.0
        self.viewer = self._initial_viewer()
        self.layout = None
        self._overlay_cache = None
        self._log_cache = None
        self.buttons: dict = {}
        names = self.names()
        opening = "game.log.start" if not session.record.actions else "game.log.resume"
        self.say(None, tr(opening, name=names[self.state.current]))

    # ------------------------------------------------------------------ basics
    @property
    def state(self):
        return self.session.state

    def names(self):
        return [z.name for z in self.state.zoos]

    def colour(self, seat):
        s = self.session.seats[seat] if seat < len(self.session.seats) else None
        return tuple(s.colour) if s and s.colour else art.player_colour(seat)

    def is_bot(self, seat):
        return seat < len(self.session.seats) and self.session.seats[seat].is_bot

    def _initial_viewer(self):
        cur = self.state.current
        if not self.is_bot(cur):
            return cur
        humans = [i for i in range(self.state.num_players) if not self.is_bot(i)]
        return humans[0] if humans else cur

    def interactive(self) -> bool:
        s = self.state
        return (not s.game_over and not self.is_bot(s.current) and self.confirm is None
                and s.current == self.viewer)

    def say(self, seat, sentence):
        colour = bv.INK if seat is None else bv.art._darker(self.colour(seat), 0.62)
        self.log.append((sentence, colour))
        del self.log[:-60]
        self._log_cache = None

    def show_message(self, sentence, colour=(150, 40, 30)):
        self.message = [sentence, MESSAGE_SECONDS, colour]

    # ------------------------------------------------------------------ layout and widgets
    def build(self):
        self.lay_out()
        self.buttons = {}
        for name in ("undo", "hint", "menu"):
            self.buttons[name] = self.own(UIButton(self.layout.buttons[name],
                                                   tr("game.button." + name), self.ui))
        if self.confirm is not None:
            self._make_confirm_buttons()
        self._sync_buttons()

    def lay_out(self):
        """Where everything sits for the current window size (no widgets)."""
        s = self.state
        self.layout = table_layout(self.app.size, s.num_players, len(s.trucks),
                                   s.zoos[0].expansions)
        self.build_layout_only()
        self._log_cache = None

    def opponent_seats(self):
        n = self.state.num_players
        return [(self.viewer + 1 + k) % n for k in range(n - 1)]

    def _sync_buttons(self):
        if not self.buttons:
            return
        undo = self.buttons["undo"]
        want = self.session.can_undo() and self.confirm is None
        if want != undo.visible:
            undo.show() if want else undo.hide()
        hint = self.buttons["hint"]
        if self.interactive():
            hint.enable()
        else:
            hint.disable()

    def _set_viewer(self, seat):
        if seat != self.viewer:
            self.viewer = seat
            self.pinned_seat = None
            self.build_layout_only()

    def build_layout_only(self):
        s = self.state
        self._mini = {}
        for k, seat in enumerate(self.opponent_seats()):
            self._mini[seat] = mini_zoo_layout(self.layout.opponents[k], s.zoos[seat].expansions)
        self._overlay_cache = None

    # ------------------------------------------------------------------ sources and targets
    def zl(self):
        return self.layout.zoo

    def stack_source_rect(self):
        s = self.state
        return self.layout.draw_stack if s.draw_pile or not s.end_pile else self.layout.end_stack

    def _barn(self):
        zoo = self.state.zoos[self.viewer]
        return barn_slots(zoo.barn, self.zl().barn, self.zl().barn_tile)

    def _mini_barn(self, seat):
        ml = self._mini[seat]
        return bv.mini_barn_slots(self.state.zoos[seat].barn, bv.mini_barn_inner(ml), ml.tile)

    def unloading_truck(self):
        s = self.state
        if s.pending:
            return s.zoos[s.current].truck
        return None

    def source_at(self, pos):
        if not self.interactive():
            if self.anim.busy:
                self.anim.finish()
            return None
        s, L = self.state, self.layout
        t = self.unloading_truck()
        if t is not None:
            for k, r in enumerate(L.truck_slots[t][:len(s.pending)]):
                if r.collidepoint(pos):
                    return ("pending", k)
        for i, r in enumerate(L.trucks):
            if r.collidepoint(pos) and s.trucks[i].taken_by is None:
                return ("truck", i)
        if (s.draw_pile or s.end_pile) and self.stack_source_rect().collidepoint(pos):
            return ("stack",)
        zl, zoo = self.zl(), s.zoos[self.viewer]
        for k, (tile, r) in reversed(list(enumerate(self._barn()))):
            if r.collidepoint(pos):
                return ("barn", k)
        for i in range(zoo.open_pens):
            for k, r in enumerate(zl.stalls[i][:len(zoo.stalls[i])]):
                if r.collidepoint(pos):
                    return ("stallspace", i, k)
            if zoo.pens[i] and any(r.collidepoint(pos) for r in zl.spaces[i]):
                return ("pen", i)
        for seat in self._mini:
            for k, (tile, r) in reversed(list(enumerate(self._mini_barn(seat)))):
                if r.collidepoint(pos):
                    return ("opp_barn", seat, k)
        return None

    def source_tile(self, key):
        """The tile a source key holds now; None if it no longer holds one."""
        s = self.state
        kind = key[0]
        try:
            if kind == "pending":
                return s.pending[key[1]]
            if kind == "barn":
                return self._barn()[key[1]][0]
            if kind == "stallspace":
                return s.zoos[self.viewer].stalls[key[1]][key[2]]
            if kind == "opp_barn":
                return self._mini_barn(key[1])[key[2]][0]
        except (IndexError, KeyError):
            return None
        return None

    def source_rect(self, key):
        return self.rect_of(key)

    def rect_of(self, key):
        L, kind = self.layout, key[0]
        zl = self.zl()
        try:
            if kind == "pending":
                return L.truck_slots[self.unloading_truck()][key[1]]
            if kind == "truck":
                return L.trucks[key[1]]
            if kind == "stack":
                return self.stack_source_rect()
            if kind == "barn" and len(key) == 2:
                return self._barn()[key[1]][1]
            if kind == "barn":
                return zl.barn
            if kind == "stallspace":
                return zl.stalls[key[1]][key[2]]
            if kind == "pen":
                return zl.boxes[key[1]]
            if kind == "stall":
                rs = zl.stalls[key[1]]
                return rs[0].unionall(rs[1:])
            if kind == "barn_group":
                rs = [r for t, r in self._barn() if (ANIMAL_OF.get(t) or STALL_OF.get(t)) == key[1]]
                return rs[0].unionall(rs[1:]) if rs else zl.barn
            if kind == "discard":
                return zl.discard
            if kind == "zoo":
                return L.zoo_area
            if kind == "expansion":
                return zl.boxes[key[1]]
            if kind == "opp_barn":
                return self._mini_barn(key[1])[key[2]][1]
        except (IndexError, KeyError, TypeError):
            return None
        return None

    def targets_at(self, pos):
        """Every place under the pointer, most specific first."""
        s, L, zl = self.state, self.layout, self.zl()
        out = []
        if zl.discard.collidepoint(pos):
            out.append(("discard",))
        for i, rs in zl.stalls.items():
            if any(r.inflate(6, 6).collidepoint(pos) for r in rs):
                out.append(("stall", i))
        for i, box in zl.boxes.items():
            if box.collidepoint(pos) and ("stall", i) not in out:
                out.append(("pen", i))
        if zl.barn.collidepoint(pos):
            for t, r in self._barn():
                if r.collidepoint(pos):
                    out.append(("barn_group", ANIMAL_OF.get(t) or STALL_OF.get(t)))
                    break
            out.append(("barn",))
        for i, r in enumerate(L.trucks):
            if r.collidepoint(pos):
                out.append(("truck", i))
        if self.stack_source_rect().inflate(20, 20).collidepoint(pos):
            out.append(("stack",))
        if L.zoo_area.collidepoint(pos):
            out.append(("zoo",))
        return out

    def moves_for(self, src) -> dict:
        """Target key -> legal action, for the piece `src` (from legal_actions only)."""
        s = self.state
        legal = self.session.legal()
        tile = self.source_tile(src) if src[0] in ("pending", "barn", "stallspace", "opp_barn") else None
        out = {}
        pen_barn_swaps = []
        for a in legal:
            k = type(a)
            if k is Draw:
                if src == ("stack",):
                    out[("truck", a.truck)] = a
                elif src == ("truck", a.truck):
                    out[("stack",)] = a
            elif k is Take:
                if src == ("truck", a.truck):
                    out[("zoo",)] = a
            elif k is Place:
                if src[0] == "pending" and a.tile == tile:
                    out[_target_of(a.to, a.index)] = a
            elif k is MoveAnimal:
                if src[0] == "barn" and a.tile == tile:
                    out[("pen", a.index)] = a
            elif k is MoveStall:
                if a.tile == tile and ((src[0] == "barn" and a.source == "barn") or
                                       (src[0] == "stallspace" and a.source == "stall"
                                        and a.source_index == src[1])):
                    out[("stall", a.index)] = a
            elif k is Exchange:
                if a.other is not None:
                    if src == ("pen", a.index):
                        out[("pen", a.other)] = a
                    elif src == ("pen", a.other):
                        out[("pen", a.index)] = a
                else:
                    if src == ("pen", a.index):
                        out[("barn_group", a.barn_animal)] = a
                        pen_barn_swaps.append(a)
                    elif src[0] == "barn" and ANIMAL_OF.get(tile) == a.barn_animal:
                        out[("pen", a.index)] = a
            elif k is Purchase:
                if src[0] == "opp_barn" and src[1] == a.seller and a.tile == tile:
                    out[_target_of(a.to, a.index)] = a
            elif k is Discard:
                if src[0] == "barn" and a.tile == tile:
                    out[("discard",)] = a
        if len(pen_barn_swaps) == 1:       # one choice: the whole barn is the target too
            out[("barn",)] = pen_barn_swaps[0]
        return out

    def candidate(self, src, target):
        """The action a gesture means, legal or not (to ask the engine why not)."""
        s = self.state
        kind, tk = src[0], target[0]
        zoo = s.zoos[self.viewer]
        if kind == "stack" and tk == "truck":
            return Draw(target[1])
        if kind == "truck":
            if tk == "stack":
                return Draw(src[1])
            if tk in ("zoo", "pen", "stall", "barn", "barn_group", "discard"):
                return Take(src[1])
            return None
        tile = self.source_tile(src) if kind in ("pending", "barn", "stallspace", "opp_barn") else None
        to = {"pen": "enclosure", "stall": "stall", "barn": "barn", "barn_group": "barn"}.get(tk)
        index = target[1] if tk in ("pen", "stall") else None
        if kind == "pending":
            if to is None:
                return Place(tile, "discard" if tk == "discard" else "zoo", None)
            return Place(tile, to, index)
        if kind == "barn":
            if tk == "pen":
                pen = zoo.pens[index] if index < len(zoo.pens) else []
                animal = ANIMAL_OF.get(tile)
                if animal and pen and ANIMAL_OF[pen[0]] != animal:
                    return Exchange(index, barn_animal=animal)
                return MoveAnimal(tile, index)
            if tk == "stall":
                return MoveStall(tile, "barn", index)
            if tk == "discard":
                return Discard(tile)
            return None
        if kind == "stallspace":
            if tk == "stall":
                return MoveStall(tile, "stall", index, src[1])
            if tk == "pen":
                return MoveAnimal(tile, index)
            return None
        if kind == "pen":
            if tk == "pen" and index != src[1]:
                return Exchange(src[1], other=index)
            if tk in ("barn", "barn_group"):
                animal = target[1] if tk == "barn_group" else next(
                    (ANIMAL_OF[t] for t in zoo.barn if t in ANIMAL_OF), "")
                return Exchange(src[1], barn_animal=animal or "-")
            return None
        if kind == "opp_barn":
            if to is None:
                return None
            return Purchase(src[1], tile, to, index)
        return None

    # ------------------------------------------------------------------ drag host
    def drag_started(self, key):
        self.select(key)
        self.hint = None

    def drag_cancelled(self, key):
        self.deselect()

    def dropped(self, key, pos):
        if not self.interactive() or (key[0] in ("pending", "barn", "stallspace", "opp_barn")
                                      and self.source_tile(key) is None):
            self.deselect()          # the table changed under the piece in hand: let it go
            return
        moves = self.moves_for(key)
        targets = self.targets_at(pos)
        for t in targets:
            if t in moves:
                self.deselect()
                self.attempt(moves[t])
                return
        self.deselect()
        self.refuse(key, targets, pos)

    def refuse(self, key, targets, pos):
        """Say why the engine refuses the gesture; send the piece home."""
        for t in targets:
            a = self.candidate(key, t)
            if a is None:
                continue
            r = refusal(self.state, a)
            if r is None:          # legal after all (an order legal_actions does not list)
                self.attempt(a)
                return
            self.show_message(refusal_text(r))
            sound.play("bump", self.app.settings.sound)
            break
        home = self.rect_of(key)
        img = self.drag_image(key)
        if home is not None and img is not None and pos is not None:
            start = img.get_rect(center=pos)
            self.anim.add(Flight(img, start, home, 0.28, arc=0.05))

    def clicked(self, pos) -> bool:
        if self.confirm is not None:
            return False
        if not self.interactive():
            self.anim.finish()
            return self._click_opponent(pos)
        targets = self.targets_at(pos)
        if self.selected is not None:
            for t in targets:
                if t in self.moves:
                    action = self.moves[t]
                    self.deselect()
                    self.attempt(action)
                    return True
        src = self.source_at(pos)
        if src is not None and src != self.selected:
            self.select(src)
            return True
        if src is not None and src == self.selected:
            self.deselect()
            return True
        zoo = self.state.zoos[self.viewer]
        for i, box in self.zl().boxes.items():
            if box.collidepoint(pos) and zoo.open_pens <= i < C.BOARD_ENCLOSURES + zoo.expansions:
                self.deselect()
                self.attempt(Expand())
                return True
        if self.selected is not None and targets:
            key = self.selected
            self.deselect()
            self.refuse(key, targets, None)
            return True
        self.deselect()
        return self._click_opponent(pos)

    def _click_opponent(self, pos):
        for k, seat in enumerate(self.opponent_seats()):
            if self.layout.opponents[k].collidepoint(pos):
                self.pinned_seat = None if self.pinned_seat == seat else seat
                return True
        if self.pinned_seat is not None:
            self.pinned_seat = None
            return True
        return False

    def select(self, key):
        self.selected = key
        self.moves = self.moves_for(key)
        self.focus = None
        self._overlay_cache = None

    def deselect(self):
        self.selected = None
        self.moves = {}
        self.focus = None
        self._overlay_cache = None

    # ------------------------------------------------------------------ playing
    def attempt(self, action):
        """Play a legal action, asking first for a money action if the player wants that."""
        r = refusal(self.state, action)
        if r is not None:
            self.show_message(refusal_text(r))
            sound.play("bump", self.app.settings.sound)
            return False
        cost = action_cost(action)
        if cost and self.app.settings.confirm_money_actions:
            self.drag.cancel()       # the question is modal: nothing stays in hand under it
            self.confirm = action
            self._make_confirm_buttons()
            self._sync_buttons()
            return True
        self.perform(action)
        return True

    def _make_confirm_buttons(self):
        for b in self.confirm_buttons:
            b.kill()
        box = self._confirm_rect()
        bw, bh = int(box.w * 0.3), max(32, int(box.h * 0.28))
        pay = UIButton(Rect(box.centerx - bw - 8, box.bottom - bh - 12, bw, bh),
                       tr("game.button.pay"), self.ui)
        cancel = UIButton(Rect(box.centerx + 8, box.bottom - bh - 12, bw, bh),
                          tr("game.button.cancel"), self.ui)
        self.confirm_buttons = [self.own(pay), self.own(cancel)]

    def _confirm_rect(self):
        L = self.layout
        r = Rect(0, 0, int(min(L.zoo_area.w, 560 * L.scale)), int(150 * L.scale))
        r.center = L.zoo_area.center
        return r

    def close_confirm(self, pay: bool):
        action, self.confirm = self.confirm, None
        for b in self.confirm_buttons:
            b.kill()
            if b in self.elements:
                self.elements.remove(b)
        self.confirm_buttons = []
        if pay and action is not None:
            self.perform(action)
        self._sync_buttons()

    def perform(self, action):
        before = self.state.copy()
        seat = before.current
        events = self.session.play(action)
        self.hint = None
        self.hint_runner.cancel()
        self.after_play(before, action, events, seat)

    def after_play(self, before, action, events, seat):
        self._table_changed()
        for p, sentence in sentences(events, self.names()):
            self.say(p, sentence)
        self.animate(before, action, events, seat)
        sound.play_for_events(events, self.app.settings.sound)
        self._overlay_cache = None
        self._sync_buttons()

    def undo(self):
        if self.session.undo():
            self._table_changed()
            self.hint_runner.cancel()    # a hint for the undone position would mislead
            self.say(self.state.current, tr("game.log.undo", name=self.names()[self.state.current]))
            self.hint = None
            self._sync_buttons()
            return True
        return False

    def _table_changed(self):
        """The state moved on: a piece in hand and its lit places mean nothing now."""
        self.drag.cancel()
        self.deselect()

    # ------------------------------------------------------------------ animation of moves
    def _zoo_rects(self, seat):
        """Rects in the drawn zoo of `seat`: the large one or its small panel."""
        return self.zl() if seat == self.viewer else self._mini.get(seat)

    def _dest_rect(self, seat, to, index, before_zoo):
        z = self._zoo_rects(seat)
        if z is None:
            return None
        if seat != self.viewer:
            if to == "enclosure":
                return z.pens.get(index, z.barn)
            return z.barn
        if to == "enclosure":
            k = len(before_zoo.pens[index])
            spaces = z.spaces[index]
            return spaces[min(k, len(spaces) - 1)]
        if to == "stall":
            k = len(before_zoo.stalls[index])
            return z.stalls[index][min(k, len(z.stalls[index]) - 1)]
        return z.barn

    def animate(self, before, action, events, seat):
        L = self.layout
        k = type(action)
        own = seat == self.viewer and not self.is_bot(seat)
        if k is Draw:
            tile = self.state.trucks[action.truck].tiles[-1]
            j = len(before.trucks[action.truck].tiles)
            slot = L.truck_slots[action.truck][min(j + len(before.trucks[action.truck].blocked), 2)]
            key = ("truck", action.truck, j)
            self.hide.add(key)
            start = L.draw_stack if before.draw_pile else L.end_stack
            self.anim.add(Flight(art.tile(tile, slot.w), start, slot, 0.5,
                                 back_image=art.tile_back(slot.w),
                                 on_land=lambda: self.hide.discard(key)))
        elif k is Take:
            # Coin tiles leave the truck for the money by themselves.
            z = self._zoo_rects(seat)
            coins_at = (z.coins if seat == self.viewer else z.name) if z else L.bank
            for j, tile in enumerate(before.trucks[action.truck].tiles):
                if tile == "coin":
                    slot = L.truck_slots[action.truck][j + len(before.trucks[action.truck].blocked)]
                    end = Rect(0, 0, slot.w // 2, slot.h // 2)
                    end.center = coins_at.center
                    self.anim.add(Flight(art.tile("coin", slot.w), slot, end, 0.6, delay=0.1 * j))
        elif k is Place and not own:
            t = before.zoos[seat].truck
            j = before.pending.index(action.tile)
            start = L.truck_slots[t][j]
            end = self._dest_rect(seat, action.to, action.index, before.zoos[seat])
            if end is not None:
                self.anim.add(Flight(art.tile(action.tile, start.w), start,
                                     Rect(end.x, end.y, min(end.w, end.h), min(end.w, end.h)), 0.45))
        elif k in MONEY_ACTIONS and not own:
            z = self._zoo_rects(seat)
            if z is not None and k is not Expand:
                tile = getattr(action, "tile", None)
                src_seat = action.seller if k is Purchase else seat
                sz = self._zoo_rects(src_seat)
                start = sz.barn if sz is not None else L.zoo_area
                end = self._dest_rect(seat, getattr(action, "to", "enclosure"),
                                      getattr(action, "index", 0), before.zoos[seat]) \
                    if k in (MoveAnimal, Purchase) else (L.zoo.discard if k is Discard and seat == self.viewer else z.barn)
                if tile and end is not None:
                    size = min(start.h, 48)
                    self.anim.add(Flight(art.tile(tile, size), Rect(start.x, start.y, size, size),
                                         Rect(end.x, end.y, min(end.w, end.h), min(end.w, end.h)), 0.5))
        # Coins and babies happen by themselves: show them.
        for e in events:
            if e.type == "bonus_paid" and e.amount:
                z = self._zoo_rects(e.player)
                where = (z.coins if e.player == self.viewer else z.name) if z else L.bank
                self.anim.add(Popup(self._coin_badge(f"+{e.amount}"), where.center, 1.1, 0.3))
            elif e.type == "coins_collected":
                z = self._zoo_rects(e.player)
                where = (z.coins if e.player == self.viewer else z.name) if z else L.bank
                self.anim.add(Popup(self._coin_badge(f"+{e.amount}"), where.center, 1.1, 0.2))
            elif e.type == "offspring_born":
                z = self._zoo_rects(e.player)
                if z is not None:
                    if e.player == self.viewer:
                        where = z.boxes[e.enclosure] if e.dst.area == "enclosure" else z.barn
                    else:
                        where = z.pens.get(e.enclosure, z.barn)
                    size = max(28, int(self.zl().tile * 0.9))
                    self.anim.add(Popup(art.tile(e.tile, size), where.center, 1.4, 0.35, 60))

    def _coin_badge(self, label):
        fs = max(16, int(self.zl().tile * 0.42))
        txt = bv.text(label, fs, bv.INK, True)
        ic = art.icon("coin", int(fs * 1.4))
        w = txt.get_width() + ic.get_width() + 18
        h = max(ic.get_height(), txt.get_height()) + 8
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 240, 190), surf.get_rect(), border_radius=h // 2)
        pygame.draw.rect(surf, bv.GOLD, surf.get_rect(), width=2, border_radius=h // 2)
        surf.blit(ic, ic.get_rect(midleft=(6, h // 2)))
        surf.blit(txt, txt.get_rect(midleft=(ic.get_width() + 10, h // 2)))
        return surf

    # ------------------------------------------------------------------ events
    def capture(self, event) -> bool:
        if self.confirm is not None:
            return False
        return self.drag.capture(event)

    def handle_event(self, event):
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            b = event.ui_element
            if b is self.buttons.get("undo"):
                self.undo()
            elif b is self.buttons.get("hint"):
                self.ask_hint()
            elif b is self.buttons.get("menu"):
                self.open_pause()
            elif self.confirm_buttons and b is self.confirm_buttons[0]:
                self.close_confirm(True)
            elif self.confirm_buttons and b is self.confirm_buttons[1]:
                self.close_confirm(False)
            return
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return
        if event.type == pygame.KEYDOWN:
            self.key(event.key)

    def key(self, k):
        if self.drag.active:       # a key mid-drag (Tab, Enter, U...): let go of the piece first
            self.drag.cancel()
        if self.confirm is not None:
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.close_confirm(True)
            elif k == pygame.K_ESCAPE:
                self.close_confirm(False)
            return
        if k == pygame.K_ESCAPE:
            if self.selected is not None or self.pinned_seat is not None:
                self.deselect()
                self.pinned_seat = None
            else:
                self.open_pause()
            return
        if k == pygame.K_u:
            self.undo()
            return
        if not self.interactive():
            return
        if k == pygame.K_h:
            self.ask_hint()
        elif k == pygame.K_TAB:
            self.cycle()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.selected is not None and self.focus in self.moves:
                action = self.moves[self.focus]
                self.deselect()
                self.attempt(action)
        elif k == pygame.K_d:
            truck = self.selected[1] if self.selected and self.selected[0] == "truck" else None
            if truck is None:
                draws = [a for a in self.session.legal() if isinstance(a, Draw)]
                truck = draws[0].truck if draws else 0
            self.deselect()
            self.attempt(Draw(truck))
        elif k == pygame.K_t:
            if self.selected and self.selected[0] == "truck":
                truck = self.selected[1]
                self.deselect()
                self.attempt(Take(truck))
        elif k == pygame.K_e:
            self.attempt(Expand())

    def cycle(self):
        """Tab: with a piece in hand, go through its legal places; else through the pieces."""
        if self.selected is not None and self.moves:
            keys = list(self.moves)
            i = keys.index(self.focus) + 1 if self.focus in keys else 0
            self.focus = keys[i % len(keys)]
            self._overlay_cache = None
            return
        sources = self.legal_sources()
        if not sources:
            return
        i = sources.index(self.selected) + 1 if self.selected in sources else 0
        self.select(sources[i % len(sources)])

    def legal_sources(self):
        s = self.state
        out = []
        t = self.unloading_truck()
        if t is not None:
            out += [("pending", k) for k in range(len(s.pending))]
        else:
            out += [("truck", i) for i, tr_ in enumerate(s.trucks) if tr_.taken_by is None]
            if s.draw_pile or s.end_pile:
                out.append(("stack",))
            out += [("barn", k) for k in range(len(self._barn()))]
            zoo = s.zoos[self.viewer]
            out += [("pen", i) for i in range(zoo.open_pens) if zoo.pens[i]]
            out += [("stallspace", i, k) for i in range(zoo.open_pens) for k in range(len(zoo.stalls[i]))]
            for seat in self._mini:
                out += [("opp_barn", seat, k) for k in range(len(self._mini_barn(seat)))]
        return [src for src in out if self.moves_for(src)]

    def _hover(self, pos):
        seat = None
        for k, r in enumerate(self.layout.opponents):
            if r.collidepoint(pos):
                seat = self.opponent_seats()[k]
        if seat != self.hover_seat:
            self.hover_seat = seat
            self.hover_time = 0.0

    def open_pause(self):
        self.drag.cancel()
        self.app.open("pause", self.session)

    def ask_hint(self):
        if not self.interactive() or self.hint_runner.thinking:
            return
        self.show_message(tr("game.hint.thinking"), colour=bv.WOOD_DARK)
        self.hint_runner.start(public_view(self.state), level="hard",
                               seed=len(self.session.record.actions), budget=self.hint_time_budget)

    def hint_keys(self, action):
        """Which piece and which place a suggested action means."""
        s = self.state
        k = type(action)
        if k is Draw:
            return ("stack",), ("truck", action.truck)
        if k is Take:
            return ("truck", action.truck), ("zoo",)
        if k is Place:
            j = s.pending.index(action.tile) if action.tile in s.pending else 0
            return ("pending", j), _target_of(action.to, action.index)
        barn = self._barn()
        first = lambda tile: next((("barn", i) for i, (t, _) in enumerate(barn) if t == tile), None)
        if k is MoveAnimal:
            return first(action.tile), ("pen", action.index)
        if k is MoveStall:
            if action.source == "barn":
                return first(action.tile), ("stall", action.index)
            return ("stallspace", action.source_index, 0), ("stall", action.index)
        if k is Exchange:
            if action.other is not None:
                return ("pen", action.index), ("pen", action.other)
            return ("pen", action.index), ("barn_group", action.barn_animal)
        if k is Purchase:
            slots = self._mini_barn(action.seller) if action.seller in self._mini else []
            j = next((i for i, (t, _) in enumerate(slots) if t == action.tile), 0)
            return ("opp_barn", action.seller, j), _target_of(action.to, action.index)
        if k is Discard:
            return first(action.tile), ("discard",)
        if k is Expand:
            zoo = s.zoos[self.viewer]
            return ("expansion", zoo.open_pens), None
        return None, None

    # ------------------------------------------------------------------ per frame
    def update(self, dt):
        self.clock += dt
        self.anim.update(dt)
        if self.message:
            self.message[1] -= dt
            if self.message[1] <= 0:
                self.message = None
        if self.hover_seat is not None:
            self.hover_time += dt
        s = self.state
        # The hint, when it arrives.
        try:
            suggestion = self.hint_runner.poll()
        except Exception:
            suggestion = None
        if suggestion is not None and self.interactive() and refusal(s, suggestion) is None:
            src, tgt = self.hint_keys(suggestion)
            self.hint = (src, tgt, suggestion)
            self.show_message(tr("game.hint.show", what=describe_action(suggestion, s)),
                              colour=bv.WOOD_DARK)
        if s.game_over:
            self._sync_buttons()
            if not self.anim.busy:
                if self.end_wait is None:
                    self.end_wait = 1.5 * self.app.settings.animation_factor()
                self.end_wait -= dt
                if self.end_wait <= 0 and not self.results_shown:
                    self.results_shown = True
                    self.show_results()
            return
        cur = s.current
        if not self.is_bot(cur):
            if cur != self.viewer:
                self._set_viewer(cur)
            self._sync_buttons()
            return
        if self.anim.busy:
            return
        if self.runner.thinking:
            try:
                action = self.runner.poll()
            except Exception:
                action = random.Random(self.clock).choice(self.session.legal())
            if action is None and self.runner.elapsed() > self.bot_time_limit():
                # A bot far past its budget (a bug, a hang): never freeze the table.
                self.runner.cancel()
                action = random.Random(len(self.session.record.actions)).choice(self.session.legal())
            if action is not None:
                self.play_bot(action)
            return
        self.wait -= dt
        if self.wait > 0:
            return
        seat = self.session.seats[cur]
        self.runner.start(public_view(s), level=seat.level or "medium",
                          seed=s.seed * 1000 + len(self.session.record.actions),
                          budget=self.bot_time_budget)

    def bot_time_limit(self) -> float:
        return 10 + 5 * self.bot_time_budget

    def play_bot(self, action):
        if refusal(self.state, action) is not None:     # a confused bot: never stall the table
            action = random.Random(len(self.session.record.actions)).choice(self.session.legal())
        before = self.state.copy()
        seat = before.current
        events = self.session.play(action)
        self.after_play(before, action, events, seat)
        self.wait = self.bot_pause * self.app.settings.animation_factor()

    def show_results(self):
        self.app.open("results", self.session, how="replace")

    def leave(self):
        self.drag.reset()
        super().leave()

    def close(self):
        """The window is closing: let go of everything, abandon any thinking bot."""
        self.drag.reset()
        self.runner.cancel()
        self.hint_runner.cancel()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface):
        L = self.layout
        if L is None or L.size != surface.get_size():
            if self.app.top is self:
                self.rebuild()
            else:        # under the pause menu: its buttons must not come back over it
                self.lay_out()
            L = self.layout
        s = self.state
        surface.blit(bv.background(L.size, L.top_bar.h, L.opponents[0].x - 10 if L.opponents else L.log.x - 10,
                                   L.market.w), (0, 0))
        self._draw_status(surface)
        self._draw_market(surface)
        self._draw_trucks(surface)
        zoo = s.zoos[self.viewer]
        title = zoo.name
        sub = self._zoo_subtitle(self.viewer)
        surface.blit(bv.render_zoo(self.zl(), zoo, self.colour(self.viewer), title, sub,
                                   tuple(sorted(self.hide_in_zoo()))), self.zl().rect)
        for seat, ml in self._mini.items():
            status = self._mini_status(seat)
            surface.blit(bv.render_mini_zoo(ml, s.zoos[seat], self.colour(seat), s.zoos[seat].name,
                                            status, seat == s.current), ml.rect)
        self._draw_log(surface)
        if self.selected is not None:
            self._draw_highlights(surface)
        if self.hint is not None:
            self._draw_hint(surface)
        self._draw_enlarged(surface)
        self.anim.draw(surface)
        if self.drag.dragging and self.selected is not None:
            img = self.drag_image(self.selected)
            if img is not None:
                pos = self.drag.pos
                r = img.get_rect(topleft=(pos[0] - self.drag.offset[0], pos[1] - self.drag.offset[1]))
                if self.selected[0] == "truck":
                    r = img.get_rect(center=pos)
                sh = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(sh, (0, 0, 0, 70), sh.get_rect(), border_radius=10)
                surface.blit(sh, r.move(8, 12))
                surface.blit(img, r)
                self._draw_drop_label(surface, pos)
        if self.message:
            self._draw_message(surface)
        if self.confirm is not None:
            self._draw_confirm(surface)

    def hide_in_zoo(self):
        out = set()
        if self.drag.dragging and self.selected is not None:
            k = self.selected
            if k[0] == "barn":
                out.add(("barn", k[1]))
            elif k[0] == "stallspace":
                out.add(("stall", k[1], k[2]))
            elif k[0] == "pen":
                out |= {("pen", k[1], j) for j in range(len(self.state.zoos[self.viewer].pens[k[1]]))}
        return out | {h for h in self.hide if h[0] != "truck"}

    def _zoo_subtitle(self, seat):
        z = self.state.zoos[seat]
        parts = []
        if self.is_bot(seat):
            parts.append(tr("game.zoo.bot"))
        if z.truck is not None and not (self.state.pending and self.state.current == seat):
            parts.append(tr("game.zoo.passed"))
        return " · ".join(parts)

    def _mini_status(self, seat):
        s = self.state
        if s.current == seat and self.runner.thinking:
            return "…"
        if s.zoos[seat].truck is not None:
            return tr("game.zoo.passed")
        return ""

    def _draw_status(self, surface):
        L, s = self.layout, self.state
        fs = L.font_size(19)
        y = L.top_bar.centery
        x = 14
        rnd = tr("game.status.final_round") if s.end_triggered else tr("game.status.round", n=s.round)
        r = bv.blit_text(surface, rnd, fs, bv.CREAM, (x, y), "midleft", bold=True)
        x = r.right + 22
        cur = s.current
        pygame.draw.circle(surface, self.colour(cur), (x + 9, y), 9)
        pygame.draw.circle(surface, bv.CREAM, (x + 9, y), 9, 2)
        x += 26
        name = s.zoos[cur].name
        if s.game_over:
            who = tr("game.status.game_over")
        elif self.is_bot(cur):
            who = tr("game.status.thinking", name=name)
        else:
            who = tr("game.status.turn", name=name)
        r = bv.blit_text(surface, who, fs, bv.CREAM, (x, y), "midleft", bold=True)
        x = r.right + 24
        if s.game_over:
            prompt = ""
        elif self.is_bot(cur):
            prompt = tr("game.status.prompt_wait", name=name)
        elif self.selected is not None and not self.drag.dragging:
            prompt = tr("game.status.prompt_selected")
        elif s.pending:
            prompt = tr("game.status.prompt_unload")
        else:
            prompt = tr("game.status.prompt_turn")
        right = min(b.x for b in L.buttons.values()) - 12
        if prompt and right - x > 80:
            bv.blit_text(surface, prompt, L.font_size(15), (250, 232, 200), (x, y), "midleft",
                         max_w=right - x)

    def _draw_market(self, surface):
        L, s = self.layout, self.state
        can_draw_main = bool(s.draw_pile)
        bv.draw_stack(surface, L.draw_stack, len(s.draw_pile), label=tr("game.table.draw_stack"))
        bv.draw_stack(surface, L.end_stack, len(s.end_pile), disc=True, dim=can_draw_main,
                      label=tr("game.table.end_stack"))
        bv.draw_bank(surface, L.bank, s.bank)
        bv.draw_supply(surface, L.supply, s.offspring)

    def _draw_trucks(self, surface):
        L, s = self.layout, self.state
        for i, (r, slots) in enumerate(zip(L.trucks, L.truck_slots)):
            truck = s.trucks[i]
            tiles = truck.tiles
            owner = colour = None
            unloading = False
            if truck.taken_by is not None:
                owner = s.zoos[truck.taken_by].name
                colour = self.colour(truck.taken_by)
                if s.pending and s.current == truck.taken_by:
                    tiles, unloading = s.pending, True
            hide = {h for h in self.hide if h[0] == "truck"}
            if self.drag.dragging and self.selected and self.selected[0] == "pending" and unloading:
                hide.add(("truck", i, self.selected[1]))
            if self.drag.dragging and self.selected == ("truck", i):
                veil = pygame.Surface(r.size, pygame.SRCALPHA)
                veil.fill((0, 0, 0, 40))
                surface.blit(veil, r)
                continue
            bv.draw_truck(surface, r, slots, tiles, truck.blocked, i, owner, colour, unloading, hide)

    def _draw_log(self, surface):
        L = self.layout
        key = (L.log.size, len(self.log), self.log[-1][0] if self.log else "")
        if self._log_cache is None or self._log_cache[0] != key:
            surf = pygame.Surface((L.log.w + 10, L.log.h + 10), pygame.SRCALPHA)
            bv.draw_log(surf, Rect(0, 0, L.log.w, L.log.h), self.log, L.font_size(14))
            self._log_cache = (key, surf)
        surface.blit(self._log_cache[1], L.log)

    def _draw_highlights(self, surface):
        """Dim the table, light the legal places, show the price of money actions."""
        L = self.layout
        key = (self.selected, tuple(self.moves), self.focus, L.size)
        if self._overlay_cache is None or self._overlay_cache[0] != key:
            veil = pygame.Surface(L.size, pygame.SRCALPHA)
            veil.fill((10, 16, 10, 105))
            rects = []
            for t in self.moves:
                r = self.rect_of(t)
                if r is not None:
                    rects.append((t, r.inflate(10, 10)))
            src = self.rect_of(self.selected)
            if src is not None:
                pygame.draw.rect(veil, (0, 0, 0, 0), src.inflate(8, 8), border_radius=10)
            for t, r in rects:
                if t == ("zoo",):
                    continue
                pygame.draw.rect(veil, (0, 0, 0, 0), r, border_radius=12)
            for t, r in rects:
                glow = HIGHLIGHT if t == self.focus else LEGAL_GLOW
                pygame.draw.rect(veil, (*glow, 255), r, width=4 if t != self.focus else 6,
                                 border_radius=12)
                cost = action_cost(self.moves[t])
                if cost:
                    tag = self._price_tag(cost)
                    veil.blit(tag, tag.get_rect(midbottom=(r.centerx, r.bottom - 6)))
            if src is not None:
                pygame.draw.rect(veil, (*HIGHLIGHT, 255), src.inflate(8, 8), width=3, border_radius=10)
            self._overlay_cache = (key, veil)
        surface.blit(self._overlay_cache[1], (0, 0))

    def _price_tag(self, cost):
        fs = self.layout.font_size(15)
        txt = bv.text(cost_text(cost), fs, bv.INK, True)
        ic = art.icon("coin", int(fs * 1.3))
        w, h = txt.get_width() + ic.get_width() + 16, max(txt.get_height(), ic.get_height()) + 6
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 240, 190), surf.get_rect(), border_radius=h // 2)
        pygame.draw.rect(surf, bv.GOLD, surf.get_rect(), width=2, border_radius=h // 2)
        surf.blit(ic, ic.get_rect(midleft=(5, h // 2)))
        surf.blit(txt, txt.get_rect(midleft=(ic.get_width() + 9, h // 2)))
        return surf

    def _draw_drop_label(self, surface, pos):
        """Under the pointer: what dropping here would do, and its price."""
        for t in self.targets_at(pos):
            if t in self.moves:
                a = self.moves[t]
                label = describe_action(a, self.state)
                cost = action_cost(a)
                if cost:
                    label += " · " + cost_text(cost)
                fs = self.layout.font_size(15)
                img = bv.text(label, fs, bv.INK, True)
                r = img.get_rect(midtop=(pos[0], pos[1] + 34)).inflate(16, 8)
                r.clamp_ip(surface.get_rect())
                pygame.draw.rect(surface, (255, 248, 220), r, border_radius=8)
                pygame.draw.rect(surface, bv.GOLD, r, width=2, border_radius=8)
                surface.blit(img, img.get_rect(center=r.center))
                return

    def _draw_hint(self, surface):
        src, tgt, _ = self.hint
        pulse = 3 + int(3 * (1 + math.sin(self.clock * 6)))
        for key in (src, tgt):
            if key is None:
                continue
            r = self.rect_of(key)
            if r is not None:
                pygame.draw.rect(surface, HIGHLIGHT, r.inflate(10 + pulse, 10 + pulse), width=4,
                                 border_radius=12)
        a, b = (self.rect_of(src) if src else None), (self.rect_of(tgt) if tgt else None)
        if a is not None and b is not None:
            pygame.draw.line(surface, HIGHLIGHT, a.center, b.center, 3)

    def _draw_enlarged(self, surface):
        seat = self.pinned_seat
        if seat is None and self.hover_seat is not None and self.hover_time >= HOVER_ENLARGE_DELAY \
                and not self.drag.active:
            seat = self.hover_seat
        if seat is None or seat not in self._mini:
            return
        L = self.layout
        area = L.zoo_area
        r = Rect(0, 0, int(area.w * 0.8), int(area.h * 0.8))
        r.topright = (area.right, area.y + int(area.h * 0.05))
        zl = zoo_layout(r, self.state.zoos[seat].expansions)
        zoo = self.state.zoos[seat]
        img = bv.render_zoo(zl, zoo, self.colour(seat), zoo.name, self._zoo_subtitle(seat))
        sh = pygame.Surface(r.inflate(20, 20).size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 90), sh.get_rect(), border_radius=20)
        surface.blit(sh, r.inflate(20, 20).move(6, 10))
        surface.blit(img, r)

    def _draw_message(self, surface):
        L = self.layout
        text, left, colour = self.message
        fs = L.font_size(18)
        lines = bv.wrap(text, fs, L.message.w - 40, bold=True)
        h = len(lines) * int(fs * 1.3) + 20
        r = Rect(0, 0, L.message.w, h)
        r.midbottom = L.message.midbottom
        alpha = 255 if left > 0.5 else int(255 * left / 0.5)
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (255, 246, 222, 245), box.get_rect(), border_radius=14)
        pygame.draw.rect(box, (*colour, 255), box.get_rect(), width=3, border_radius=14)
        y = 10
        for line in lines:
            img = bv.text(line, fs, colour, True)
            box.blit(img, img.get_rect(midtop=(r.w // 2, y)))
            y += int(fs * 1.3)
        if alpha < 255:
            box.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(box, r)

    def _draw_confirm(self, surface):
        r = self._confirm_rect()
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 110))
        surface.blit(veil, (0, 0))
        bv.panel(surface, r, (252, 244, 226), bv.WOOD, radius=16)
        fs = self.layout.font_size(18)
        what = describe_action(self.confirm, self.state)
        sentence = tr("game.do.confirm", what=what, cost=cost_text(action_cost(self.confirm)))
        y = r.y + 16
        for line in bv.wrap(sentence, fs, r.w - 40, bold=True):
            bv.blit_text(surface, line, fs, bv.INK, (r.centerx, y), "midtop", bold=True)
            y += int(fs * 1.3)

    def drag_image(self, key):
        L = self.layout
        kind = key[0]
        t = self.zl().tile
        if kind == "stack":
            return art.tile_back(L.truck_slots[0][0].w)
        if kind == "truck":
            r = L.trucks[key[1]]
            surf = pygame.Surface((r.w + 4, r.h + 4), pygame.SRCALPHA)
            slots = [sl.move(-r.x, -r.y) for sl in L.truck_slots[key[1]]]
            truck = self.state.trucks[key[1]]
            bv.draw_truck(surf, Rect(0, 0, r.w, r.h), slots, truck.tiles, truck.blocked, key[1])
            return surf
        if kind == "pen":
            pen = self.state.zoos[self.viewer].pens[key[1]]
            if not pen:
                return None
            n = len(pen)
            step = t // 5
            surf = pygame.Surface((t + step * (n - 1), t), pygame.SRCALPHA)
            for j, tile in enumerate(pen):
                surf.blit(art.tile(tile, t), (j * step, 0))
            return surf
        if kind == "expansion":
            return None
        tile = self.source_tile(key)
        if tile is None:
            return None
        if kind == "pending":
            return art.tile(tile, L.truck_slots[0][0].w)
        return art.tile(tile, t)
