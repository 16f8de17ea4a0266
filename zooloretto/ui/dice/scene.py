"""The dice game's table (registered as "dice_table"): wiring and lifecycle only.

    layout  (layout.py)      geometry: every place's rectangle, the only hit test
    hand    (hand.py)        drags, clicks and keys; the rules say what a drop means
    shown   (shown.py)       the state as drawn, one event behind: dice tumble, crosses appear
    turns   (ui/kit/turns.py)  bots and hints through an injectable runner
    flow    (flow.py)        turn check, hot-seat hand-over, last look, hint bar
    log     (log_panel.py)   the game log over the table (Log button, L), lines from the record
    drawing market_view.py, sheet_view.py, overlay.py
"""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...dice.rules.places import die_at
from .. import art, sound
from ..bot_process import ProcessBotRunner
from ..damage import Damage
from ..kit.table_basics import MESSAGE_TIME, TableBasics  # noqa: F401  (MESSAGE_TIME: read here by tests)
from ..kit.paint import button_width
from ..kit.turn_flow import TableLifecycle, press_table_button
from ..navigation import screen
from ..scene import Scene
from ..kit.drag import POINTER_EVENTS
from ..kit.tweens import Animator, Flight
from ..kit.turns import Turns
from ..kit.watched import WatchedTable
from ..text import tr
from . import overlay
from .flow import DiceFlow
from .hand import DiceHand
from . import art as dice_art
from .coach import coach_for
from .layout import DiceLayout
from .log_panel import LogPanel
from .shown import Shown, sound_of
from .tips import DiceTips
from .words import news, refusal_text


@screen("dice_table")
class DiceTableScene(TableBasics, TableLifecycle, WatchedTable, Scene):
    CACHE = "dice_table"            # its pictures (ui/caches.py), let go when it is left
    UNDO_KEYS = ("dice.nothing_to_undo", "dice.undone")
    HINT_KEY = "dice.hint.thinking"
    RESULTS = "dice_results"
    NEWS, REFUSAL = overlay.NEWS, overlay.REFUSAL
    default_runner = ProcessBotRunner
    confirm = None          # (the board table's money question; the dice game has none)
    damage_of_any_event = True      # standing() keys all the table draws (ui/scene.py)

    def __init__(self, app, session, bot_time_budget=None, runner=None, hold_bots=False,
                 hand_overs=True):
        super().__init__(app)
        self.session = session
        self.turns = Turns(self, runner or self.default_runner, bot_time_budget, hold_bots)
        self.shown = Shown(session.state, self.animation_factor)
        self.hand = DiceHand(self)
        self.tips = DiceTips(self)
        self.log = LogPanel(self)
        self.anim = Animator(self.animation_factor)     # a refused die flying home
        self.returning = None                           # the Loc it flies back to
        self.layout = None
        self.buttons: dict = {}
        self.dialog = None
        self.hint = None                 # a suggested action, told in the flow's bar
        self.message = None              # (sentence, colour, seconds left)
        self.clock = 0.0
        self.last_events, self.last_refusal = [], None
        self._seen = self.state_key()
        self._legal = None
        self._drawn = None
        self._damage = Damage()          # what the last frame drawn showed (ui/damage.py)
        humans = [i for i in range(self.state.num_players) if not self.is_bot(i)]
        self.viewer = self.state.current if self.state.current in humans or not humans else humans[0]
        session.confirm_turns = app.settings.confirm_turn
        self.flow = DiceFlow(self, hand_overs)
        self.coach = coach_for(self)         # "Learn to play": the lesson's coach (else silent)

    # ------------------------------------------------------------------ what is on the table
    @property
    def hits(self):
        """Places <-> rectangles (the headless table's `where` asks it for points)."""
        return self.layout

    def names(self) -> list:
        return [s.name for s in self.state.sheets]

    def interactive(self) -> bool:
        s = self.state
        return (not s.game_over and not self.is_bot(s.current) and self.dialog is None
                and not self.flow.waiting)

    # ------------------------------------------------------------------ widgets
    def build(self):
        self.relayout()
        L = self.layout
        bh = L.bar.h - 10
        x = L.bar.right - L.pad
        for name in ("menu", "undo", "hint", "log"):
            label = tr("dice.button." + name)
            w = max(int(96 * L.u), art.font(L.font_size(18), True).size(label)[0] + int(44 * L.u))
            w = button_width(self.app, label, w)      # the theme's letters do not shrink with the window
            x -= w
            self.buttons[name] = self.own(UIButton(pygame.Rect(x, 5, w, bh), label, self.ui,
                                                   object_id="#dice_" + name))
            x -= 8
        self.bar_right = x
        self.flow.build()
        self.coach.build()
        if self.dialog is not None:
            self.dialog.build(self)
        self._sync_buttons()

    def showing_moves(self) -> bool:
        return bool(self.shown.busy)

    def relayout(self):
        """Places for the window and the players, the sheets making room for an open log
        and for a lesson's coach while it speaks."""
        self.layout = DiceLayout(self.app.size, self.state.num_players, log_open=self.log.open,
                                 coach=self.coach.mode() is not None)

    # ------------------------------------------------------------------ playing
    def perform(self, action, own=True):
        if own and not self.coach.allows(action):    # off the lesson: said kindly, nothing played
            return self.hand.let_go()
        seat = self.state.current
        events = self.play_session(action)
        self.shown.push(events, own and not self.is_bot(seat))
        self.flow.played(events)             # a turn's or a round's end (kit/turn_flow.py)
        said = news(events, self.names())
        if said:
            self.say(said)
        effect = sound_of(events)
        if effect:
            sound.play(effect, self.app.settings.sound)
        self._sync_buttons()

    def refuse(self, why, piece=None, pos=None):
        """Tell the rules' reason for a refused drop (None: a drop on nothing, said quietly);
        a die let go somewhere flies back to where it lies."""
        self.last_refusal = why
        self.hand.let_go()
        home = self.layout.rect(piece) if piece is not None else None
        face = die_at(self.state, piece) if piece is not None and piece.area == "tray" else None
        if home is not None and pos is not None and face is not None:
            img = dice_art.die(face, home.w)
            self.returning = piece

            def landed():
                self.returning = None
            self.anim.add(Flight(img, img.get_rect(center=pos), home, 0.28, arc=0.05, on_land=landed))
        if why is not None:
            self.say(refusal_text(why), overlay.REFUSAL)
            sound.play("bump", self.app.settings.sound)

    def language_changed(self):
        self.message = None                 # said in the old language (the rest is keyed by it)

    def _jumped(self):
        """The state changed without events (undo, or set from outside): show it as it is."""
        self.forget_turn()
        self.log.forget()
        self.shown.reset(self.state)
        self._sync_buttons()

    # ------------------------------------------------------------------ events and frames
    def capture(self, event) -> bool:
        if self.state_key() != self._seen:
            self._jumped()
        if self.flow.capture(event):            # a click lets the round's summary go
            return True
        if self.dialog is not None:
            return False
        if self.log.capture(event):
            return True                         # a press on the open log is the log's
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.shown.finish(self.state)       # what is pressed is what is drawn
        if event.type in POINTER_EVENTS:        # the tooltip follows the pointer through drags too
            self.tips.hover(None if self.log.covers(event.pos) else event.pos)
        return self.hand.drag.capture(event)

    def handle_event(self, event):
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons.get("log"):
                self.log.toggle()
            else:
                press_table_button(self, event.ui_element)
        elif event.type == pygame.MOUSEMOTION:
            self.tips.hover(None if self.log.covers(event.pos) else event.pos)
        elif event.type == pygame.KEYDOWN:
            # Esc closes what is on top: the flow's card, else the log, else a held die,
            # else it opens the pause menu
            if not (self.flow.key(event.key) or self.log.key(event.key)):
                self.table_key(event.key)

    def update(self, dt):
        self.clock += dt
        self.catch_up()
        self.shown.update(dt, self.state)
        self.anim.update(dt)
        self.tips.update(dt)
        self.count_down(dt)
        self.flow.update(dt, self.shown.busy)
        self.coach.update(dt)
        self._sync_buttons()
        self.turns.update(dt, self.shown.busy)

    def animating(self) -> bool:
        s = self.state
        # A thinking bot, a standing message and a shown hint do not move: they are drawn
        # when they change (the fingerprint), and the bot is looked at every idle wake-up.
        return bool(self.shown.busy or self.anim.busy or self.hand.drag.active
                    or self.turns.hint_runner.thinking or self.tips.waiting()
                    or (s.game_over and not self.flow.results_shown and not self.flow.last_look)
                    or self._fingerprint() != self._drawn)

    def _fingerprint(self):
        return (self.state_key(), self.shown.changes, self.hand.changes, self.hand.selected,
                self.session.unconfirmed, id(self.dialog), id(self.layout), self.viewer,
                self.log.fingerprint(), self.message[:2] if self.message else None, self.hint,
                self.coach.fingerprint())

    def standing(self) -> tuple:
        """A key of all the table draws but what moves over it (overlay.moving_parts): when it
        changes, the whole window is drawn again. Objects, not their ids (ui/damage.py)."""
        return (self.state, len(self.session.record.actions), self.shown.changes, self.hand.changes,
                self.hand.selected, self.hand.drag.dragging, self.session.unconfirmed, self.dialog,
                self.layout, self.viewer, self.log.fingerprint(), self.message and self.message[:2],
                self.hint, self.coach.fingerprint(), self.flow.mode(), self.returning,
                self.turns.runner.thinking, self.app.top is self,
                tuple(seat.is_bot for seat in self.session.seats))

    def damage(self):
        """The rectangles changed since the last frame drawn (None: the whole window)."""
        if self.layout is None or self.layout.size != self.app.size:
            self._damage.forget()
            return None
        return self._damage.since(self.standing(), overlay.moving_parts(self))

    def draw(self, surface):
        if self.layout is None or self.layout.size != surface.get_size():
            self.rebuild()
        overlay.draw_table(surface, self)
        self._drawn = self._fingerprint()
