"""The game table: wiring and lifecycle only.

    hits        (hitmap.py)       places <-> rectangles, the only hit test
    affordances (affordances.py)  legal actions by piece and drop place, once per state
    hand        (input.py)        selection, focus, drag callbacks, keys
    turns       (turns.py)        bots and hints, through an injectable runner
    choreo      (choreography.py) events -> tweens, and the shown state
    painter     (render.py), overlays (overlays.py)   drawing

What may be done is never decided here: pieces and places come from the hit
map, actions from the rules (gestures.action_for, refusal).
"""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...zoo import rules
from ...zoo.rules.gestures import gesture_of
from .. import art, sound
from ..bot_process import ProcessBotRunner
from ...words.zoo import refusal_text
from ..kit.paint import button_width, oid
from ..kit.turn_flow import TableLifecycle, press_table_button
from ..navigation import screen
from ..scene import Scene
from ..text import tr
from .affordances import Affordances
from .choreography import Choreography
from .coach import coach_for
from ..kit.drag import POINTER_EVENTS
from .flow import TurnFlow
from .hitmap import HitMap
from ..kit.ink import WOOD_DARK
from .input import QUIET_REFUSALS, TableInput
from .layout import mini_zoo_layout, table_layout
from .motion import TableMotion
from .overlays import Overlays, confirm_dialog
from .render import Renderer
from .scoreboard import LiveScores
from .talk import TableTalk
from .tooltips import BoardTips
from .watched import BoardWatched
from ..kit.tweens import Animator, Flight
from ..kit.turns import Turns
from .hint_words import explain_hint


def _fitted(app, rect, name):
    """A bar button's place: Undo, the leftmost, widened leftwards to hold a long word
    ("Rückgängig") uncut."""
    rect = pygame.Rect(rect)
    if name == "undo":
        wide = button_width(app, tr("game.button.undo"), rect.w)
        rect.update(rect.right - wide, rect.y, wide, rect.h)
    return rect


@screen("table")
class TableScene(TableMotion, BoardWatched, TableLifecycle, Scene):
    default_runner = ProcessBotRunner    # bots think in their own process; tests put SyncRunner here
    CACHE = "table"                      # its pictures, dropped when it is left (kit/turn_flow.py)

    def __init__(self, app, session, bot_time_budget=None, runner=None, hold_bots=False,
                 hand_overs=True):
        super().__init__(app)
        self.session = session
        self.turns = Turns(self, runner or self.default_runner, bot_time_budget, hold_bots,
                           explain=explain_hint)
        self.choreo = Choreography(session, Animator(app.settings.animation_factor), self.places_for)
        self.hand = TableInput(self)
        self.overlays = Overlays(self)
        self.painter = Renderer(self)
        self.scores = LiveScores(self)
        self.tips = BoardTips(self)
        self.log = TableTalk(self)   # the "At the table" panel, from the record
        self.layout = None
        self.minis: dict = {}
        self.buttons: dict = {}
        self.confirm = None          # a money action waiting for "Pay"
        self.dialog = None
        self.hint = None             # (action, gesture)
        self.hover_seat, self.hover_time, self.pinned_seat = None, 0.0, None
        self.clock = 0.0
        self._aff = self._hits = None
        self.last_events, self.last_refusal = [], None    # of the latest moves (headless table)
        self._seen = self._state_key()
        self.viewer = self._initial_viewer()
        session.confirm_turns = app.settings.confirm_turn
        self.flow = TurnFlow(self, hand_overs)
        self.coach = coach_for(self)         # "Learn to play": the lesson's coach (else silent)
        if session.record.actions and not self.state.game_over:
            self.log.note(None, "game.log.resume", name=self.names()[self.state.current])

    # ------------------------------------------------------------------ what is on the table
    @property
    def state(self):
        return self.session.state

    def _state_key(self):
        return id(self.session.state), len(self.session.record.actions)

    @property
    def affordances(self) -> Affordances:
        if self._aff is None or self._aff[0] != self._seen:
            self._aff = (self._seen, Affordances(self.state))
        return self._aff[1]

    def places_for(self, state) -> HitMap:
        return HitMap(self.layout, self.minis, state, self.viewer)

    @property
    def hits(self) -> HitMap:
        key = (self.choreo.changes, id(self.layout), self.viewer)
        if self._hits is None or self._hits[0] != key:
            self._hits = (key, self.places_for(self.choreo.shown))
        return self._hits[1]

    def names(self):
        return [z.name for z in self.state.zoos]

    def colour(self, seat):
        s = self.session.seats[seat] if seat < len(self.session.seats) else None
        return tuple(s.colour) if s and s.colour else art.player_colour(seat)

    def is_bot(self, seat):
        return seat < len(self.session.seats) and self.session.seats[seat].is_bot

    def animation_factor(self):
        return self.app.settings.animation_factor()

    def _initial_viewer(self):
        cur = self.state.current
        humans = [i for i in range(self.state.num_players) if not self.is_bot(i)]
        return cur if not self.is_bot(cur) or not humans else humans[0]

    def interactive(self) -> bool:
        s = self.state
        return (not s.game_over and not self.is_bot(s.current) and self.confirm is None
                and s.current == self.viewer and not self.flow.waiting)

    def language_changed(self):
        self.overlays.message = None        # said in the old language (the rest is keyed by it)

    def zoo_subtitle(self, seat):
        z = self.choreo.shown.zoos[seat]
        parts = [tr("game.zoo.bot")] if self.is_bot(seat) and self.session.seats[seat].kind == "bot" else []
        if z.truck is not None and not (self.state.pending and self.state.current == seat):
            parts.append(tr("game.zoo.passed"))
        return " · ".join(parts)

    def mini_status(self, seat):
        if self.state.current == seat and self.turns.runner.thinking:
            return "…"
        return tr("game.zoo.passed") if self.choreo.shown.zoos[seat].truck is not None else ""

    # ------------------------------------------------------------------ layout and widgets
    def build(self):
        self.lay_out()
        self.buttons = {name: self.own(UIButton(_fitted(self.app, self.layout.buttons[name], name), tr(
            "game.button." + name), self.ui, object_id=oid(self.app, "@btn", "#table_" + name)))
            for name in ("undo", "hint", "menu")}
        self.flow.build()
        self.coach.build()
        if self.dialog is not None:
            self.dialog.build(self)
        self._sync_buttons()

    def lay_out(self):
        s = self.state
        self.layout = table_layout(self.app.size, s.num_players, len(s.trucks), s.zoos[0].expansions, s.options)
        n = s.num_players
        seats = [(self.viewer + 1 + k) % n for k in range(n - 1)]
        self.minis = {seat: mini_zoo_layout(self.layout.opponents[k], s.zoos[seat].expansions, s.options)
                      for k, seat in enumerate(seats)}
        self.overlays.forget()
        self.painter.forget()

    def _sync_buttons(self):
        if not self.buttons:
            return
        undo, hint = self.buttons["undo"], self.buttons["hint"]
        if (self.session.can_undo() and self.confirm is None) != undo.visible:
            undo.show() if not undo.visible else undo.hide()
        hint.enable() if self.interactive() else hint.disable()

    # ------------------------------------------------------------------ playing
    def attempt(self, action, ask=True, dragged=False):
        """Play a legal action (asking first for a money action: ask); dragged: it is in place."""
        if not self.coach.allows(action):         # off the lesson: said kindly, nothing played
            return False
        r = rules.refusal(self.state, action)
        if r is not None:
            self.overlays.say(refusal_text(r))
            sound.play("bump", self.app.settings.sound)
            return False
        if ask and rules.cost_of(action) and self.app.settings.confirm_money_actions:
            self.hand.let_go()           # the question is modal: nothing stays in hand under it
            self.pinned_seat = self.hover_seat = None     # nor a seller's board over the table
            self.confirm, self.dialog = action, confirm_dialog(self, action)
            self.rebuild()
            return True
        self.perform(action, dragged=dragged)
        return True

    def refuse(self, piece, why, pos):
        """Tell the rules' reason (if it is one worth telling); send the piece home."""
        self.last_refusal = why
        if why is not None and why.code not in QUIET_REFUSALS:
            self.overlays.say(refusal_text(why))
            sound.play("bump", self.app.settings.sound)
        home, img = self.hits.rect(piece), self.painter.image_of(piece)
        if home is not None and img is not None and pos is not None:
            self.choreo.anim.add(Flight(img, img.get_rect(center=pos), home, 0.28, arc=0.05))

    def close_confirm(self, pay: bool):
        action, self.confirm, self.dialog = self.confirm, None, None
        if self.app.top is self:
            self.rebuild()
        if pay and action is not None:
            self.perform(action)
        self._sync_buttons()

    def perform(self, action, own=True, dragged=False):
        seat = self.state.current
        events = self.session.play(action)
        self.hint = None
        self.turns.cancel_hint()
        self._played(events, own and not self.is_bot(seat), dragged)

    def play_bot(self, action):
        self.perform(action, own=False)

    def _played(self, events, own, dragged=False):
        self._seen = self._state_key()
        self.hand.let_go()                   # (a tile just drawn is taken in hand: input.py)
        self.last_events = self.last_events + list(events)     # (the log says them: talk.py)
        self.choreo.play(events, own, placed=own and dragged)
        self.flow.played(events)             # a turn's or a round's end (kit/turn_flow.py)
        sound.play_for_events(events, self.app.settings.sound)
        self._sync_buttons()

    def undo(self):
        if not self.session.undo():
            self.overlays.say(tr("game.log.nothing_to_undo"), colour=WOOD_DARK)
            return False
        self.flow.undone()
        self._jumped()
        self.log.note(self.state.current, "game.log.undo", name=self.names()[self.state.current])
        return True

    def _jumped(self):
        """The state changed without events (undo, or set from outside): show it as it is."""
        self._seen = self._state_key()
        self.hand.let_go()
        self.turns.cancel_hint()     # a hint for another position would mislead
        self.hint = None
        self.choreo.reset()
        self._sync_buttons()

    def ask_hint(self):
        if self.interactive() and self.turns.ask_hint():
            self.overlays.say(tr("game.hint.thinking"), colour=WOOD_DARK)

    def show_results(self):
        self.app.open("results", self.session, how="replace")

    def click_opponent(self, pos):
        for seat, ml in self.minis.items():
            if ml.rect.collidepoint(pos):
                self.pinned_seat = None if self.pinned_seat == seat else seat
                return True
        if self.pinned_seat is not None:
            self.pinned_seat = None
            return True
        return False


    # ------------------------------------------------------------------ events and frames
    def _catch_up(self):
        if self._state_key() != self._seen:
            self._jumped()

    def capture(self, event) -> bool:
        self._catch_up()
        if self.flow.capture(event):        # a click lets the round's summary go
            return True
        if event.type in POINTER_EVENTS:
            self.tips.hover(event.pos)      # the tooltip follows the pointer through drags too
            if event.type != pygame.MOUSEMOTION and not self.hand.drag.active \
                    and on_a_button(self.elements, event.pos):
                return False                # the bar's buttons answer, not the board beneath
        return self.dialog is None and self.hand.drag.capture(event)   # (a question lets go first)

    def handle_event(self, event):
        self._catch_up()
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            press_table_button(self, event.ui_element)
        elif event.type == pygame.MOUSEMOTION:
            seat = next((q for q, ml in self.minis.items() if ml.rect.collidepoint(event.pos)
                         and self.dialog is None), None)
            if seat != self.hover_seat:
                self.hover_seat, self.hover_time = seat, 0.0
            self.tips.hover(event.pos)
        elif event.type == pygame.KEYDOWN and not self.flow.key(event.key):
            self.hand.key(event.key)

    def update(self, dt):
        self.clock += dt
        notice = self.session.autosave_notice()       # autosaving failed: told once
        if notice:
            key, values = notice
            self.log.note(None, key, **values), self.overlays.say(tr(key, **values))
        self._catch_up()
        self.choreo.update(dt)
        self.overlays.update(dt)
        self.tips.update(dt)
        if self.hover_seat is not None:
            self.hover_time += dt
        suggestion = self.turns.hint()
        if suggestion is not None and self.interactive():
            self.hint = (suggestion, gesture_of(self.state, suggestion))   # told in the flow's bar
            self.overlays.message = None
        self.flow.update(dt, self.choreo.busy)
        self.coach.update(dt)
        self._sync_buttons()
        self.turns.update(dt, self.choreo.busy)

    def draw(self, surface):
        if self.layout is None or self.layout.size != surface.get_size():
            self.rebuild() if self.app.top is self else self.lay_out()
        self.painter.board(surface)
        if self.hand.selected is not None:
            self.overlays.highlights(surface)
        if self.hint is not None:
            self.overlays.hint(surface, self.hint[1], self.clock)
        self.painter.enlarged(surface, self.enlarged_seat())
        self.choreo.draw(surface)
        self.coach.draw(surface)
        if self.hand.drag.dragging and self.hand.selected is not None:
            self.painter.held(surface)
            self.overlays.drop_label(surface, self.hand.drag.pos)
        self.flow.draw(surface)
        self.overlays.draw_message(surface)
        self.tips.draw(surface)
        self.drawn()


def on_a_button(elements, pos) -> bool:
    """Is `pos` on one of these widgets' visible buttons?"""
    return any(isinstance(e, pygame_gui.elements.UIButton) and e.visible
               and e.rect.collidepoint(pos) for e in elements)
