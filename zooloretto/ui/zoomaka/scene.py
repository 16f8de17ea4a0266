"""The Zoomaka table (registered as "zoomaka_table"): wiring and lifecycle only.

    layout  (layout.py)      geometry from the window and the state: the only hit test
    hand    (hand.py)        drags, clicks and keys; the rules say what a drop means
    turns   (ui/kit/turns.py)  bots and hints through an injectable runner
    flow    (flow.py)        turn check, hot-seat hand-over (out-of-turn answers too), last
                             look, the bar's Draw / Pass / Do it
    talk    (talk.py)        the game talk from the rules' events
    tips    (tips.py)        a tooltip on what the pointer rests on: a card, a pile, chips
    drawing draw.py, zoo_draw.py, card_art.py; pieces.py: what each piece shows, keyed,
            so that a frame is drawn again only where it changed (ui/damage.py)
"""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...zoomaka.bots import make_bot
from ...zoomaka.rules import decision, public_view, refusal as rules_refusal
from ...zoomaka.rules.places import card_at
from .. import sound
from ..bot_process import ProcessBotRunner
from ..damage import Damage
from ..kit.dialog import Dialog
from ..kit.paint import button_width, oid
from ..kit.table_basics import MESSAGE_TIME, TableBasics  # noqa: F401  (MESSAGE_TIME: read here by tests)
from ..kit.turn_flow import TableLifecycle, press_table_button
from ..navigation import screen
from ..scene import Scene
from .watched import ZoomakaWatched
from ..kit.drag import POINTER_EVENTS
from ..kit.tweens import Animator, Flight
from ..kit.turns import Turns
from ..text import tr
from . import card_art
from . import pieces
from .coach import coach_for
from .draw import NEWS, REFUSAL, draw_table
from .flow import ZoomakaFlow
from .hand import ZoomakaHand
from .layout import TALK_LINES, ZoomakaLayout
from .log import ZoomakaLogPanel
from .offer import AnswerOffer
from .talk import ZoomakaTalk
from .tips import ZoomakaTips
from .words import card_name, choice_labels, describe, refusal_text

FLIGHT_TIME = 0.35
QUICK_GUESSES = 4       # a bot's thought on a question out of turn: the same, whatever it holds
SOUNDS = {"game_ended": "fanfare", "animal_placed": "tock", "card_sold": "tock", "card_played": "tock",
          "turn_ended": "ding"}


@screen("zoomaka_table")
class ZoomakaTableScene(TableBasics, TableLifecycle, ZoomakaWatched, Scene):
    CACHE = "zoomaka_table"            # its pictures (ui/caches.py), let go when it is left
    damage_of_any_event = True         # a click or key redraws what its parts say (pieces.py)
    UNDO_KEYS = ("zoomaka.nothing_to_undo", "zoomaka.undone")
    HINT_KEY = "zoomaka.hint.thinking"
    RESULTS = "zoomaka_results"
    NEWS, REFUSAL = NEWS, REFUSAL
    default_runner = ProcessBotRunner
    confirm = None

    def __init__(self, app, session, bot_time_budget=None, runner=None, hold_bots=False,
                 hand_overs=True):
        super().__init__(app)
        self.session = session
        self.turns = Turns(self, runner or self.default_runner, bot_time_budget, hold_bots)
        self.hand = ZoomakaHand(self)
        self.talk = ZoomakaTalk()
        self.log = ZoomakaLogPanel(self)     # the whole game's talk (L, the Log button)
        self.tips = ZoomakaTips(self)
        self.coach = coach_for(self)         # "Learn to play": the lesson's coach (else silent)
        self.anim = Animator(self.animation_factor)
        self.layout = None
        self.buttons: dict = {}
        self.dialog = None
        self.hint = None
        self.message = None              # (sentence, colour, seconds left)
        self.last_events, self.last_refusal = [], None
        humans = [i for i in range(len(self.state.players)) if not self.is_bot(i)]
        self.viewer = self.state.current if self.state.current in humans or not humans else humans[0]
        self._seen = self.state_key()
        self._legal = None
        self._damage = Damage()          # what the last frame drawn showed (ui/damage.py)
        session.confirm_turns = app.settings.confirm_turn
        self.flow = ZoomakaFlow(self, hand_overs)
        self.offer = AnswerOffer(self)       # a person's short chance to answer another's action
        self.talk.rebuild(session.record, self.names())

    # ------------------------------------------------------------------ what is on the table
    @property
    def hits(self):
        """Places <-> rectangles (the headless table's `where` asks it for points)."""
        self._fresh_layout()
        return self.layout

    def names(self) -> list:
        return [p.name for p in self.state.players]

    def interactive(self) -> bool:
        """May the person at the screen act now? Never in a replay (no Draw, no drop hints)."""
        s = self.state
        return (not s.game_over and not self.is_bot(s.current) and self.dialog is None
                and not self.flow.waiting and s.current == self.viewer and not self.session.watching)

    # ------------------------------------------------------------------ widgets
    def build(self):
        self._fresh_layout(force=True)
        L = self.layout
        bh = L.bar.h - 10
        x = L.bar.right - L.pad
        for name in ("menu", "undo", "hint", "log"):
            label = tr("zoomaka.button." + name)
            w = button_width(self.app, label, int(90 * L.u))
            x -= w
            self.buttons[name] = self.own(UIButton(pygame.Rect(x, 5, w, bh), label, self.ui,
                                                   object_id=oid(self.app, "@btn", "#zoomaka_" + name)))
            x -= 8
        self.flow.build()
        self.coach.build()
        if self.dialog is not None:
            self.dialog.build(self)
        self._sync_buttons()

    def _fresh_layout(self, force=False):
        """The places for the window and what the state holds now."""
        key = (self.app.size, self.state_key(), self.viewer, self.log.open)
        if force or self.layout is None or self._layout_key != key:
            self.layout = ZoomakaLayout(self.app.size, self.state, self.viewer, self.log.open)
            self._layout_key = key

    def relayout(self):
        """The log opened or closed: the zoos and the talk make room, or take it back."""
        self._fresh_layout(force=True)

    # ------------------------------------------------------------------ playing
    def perform(self, action, own=True, piece=None):
        if own and not self.coach.allows(action):    # off the lesson: said kindly, nothing played
            self.hand.let_go()
            return
        seat = self.state.current
        self._fresh_layout()
        start = self.layout.rect(piece) if piece is not None else None
        card = card_at(self.state, piece) if piece is not None else None
        events = self.play_session(action)
        self.offer.acted(seat, events)           # Undo will say why an action that asked stands
        self.talk.played(self.session.record, events, self.names())
        self.flow.played(events)
        self._fly(events, start, card, own and not self.is_bot(seat))
        for e in events:
            if e.type in SOUNDS:
                sound.play(SOUNDS[e.type], self.app.settings.sound)
                break
        self._sync_buttons()

    def _fly(self, events, start, card, own):
        """The cards of a move fly to where they landed (a person's own card from the hand)."""
        self._fresh_layout()
        L = self.layout
        for k, e in enumerate(events):
            dst, src = getattr(e, "dst", None), getattr(e, "src", None)
            end = L.rect(dst) if dst is not None else None
            begin = start if own and start is not None and k == 0 else (L.rect(src) if src is not None else None)
            if end is None or begin is None or begin == end:
                continue
            shown = getattr(e, "card", None)
            seen = getattr(e, "seen", None)
            visible = shown in card_art.CARDS and (seen is None or self.viewer in seen) and not pieces.hand_hidden(self)
            img = card_art.face(shown, L.card_w, L.card_h) if visible else card_art.back(L.card_w, L.card_h)
            self.anim.add(Flight(img, begin, end, FLIGHT_TIME, delay=0.08 * k, arc=0.12))

    def choose(self, actions):
        """One drop, several meanings (whom an Entrance charges, where a captured animal
        goes): the player picks one in a dialog."""
        self.hand.let_go()
        names = self.names()
        labels = choice_labels(actions, names)
        buttons = [(label, (lambda a: lambda d: self._chosen(a))(a)) for label, a in zip(labels, actions)]
        body = tr("zoomaka.choose.body_card", card=card_name(actions[0].card)) if labels[0] != describe(
            actions[0], names) else tr("zoomaka.choose.body")
        self.dialog = Dialog("zoomaka.choose.title", body, buttons,
                             cancel=lambda d: self._chosen(None), column=True)
        self.rebuild()

    def _chosen(self, action):
        self.dialog = None
        if action is not None and action in self.legal():
            self.perform(action, own=True)
        self.rebuild()

    def undo(self):
        """Undo, or the reason an action that asked others stands (Undo stays pressable)."""
        why = self.offer.undo_refused()
        if why is None:
            return super().undo()
        self.say(why, REFUSAL)
        return False

    def _sync_buttons(self):
        super()._sync_buttons()
        if self.buttons.get("undo") is not None and self.dialog is None and self.offer.undo_refused():
            self.buttons["undo"].enable()

    def refuse(self, why, piece=None, pos=None):
        """Tell the rules' reason for a refused drop (None: a drop on nothing, said quietly)."""
        self.last_refusal = why
        self.hand.let_go()
        if why is not None:
            self.say(refusal_text(why), REFUSAL)
            sound.play("bump", self.app.settings.sound)

    def language_changed(self):
        self.message = None
        self.talk.rebuild(self.session.record, self.names())

    def _jumped(self):
        """The state changed without events (undo, a load): show it as it is."""
        self.forget_turn()
        self.log.forget()
        self.talk.rebuild(self.session.record, self.names())
        self._sync_buttons()

    # ------------------------------------------------------------------ events and frames
    def capture(self, event) -> bool:
        if self.state_key() != self._seen:
            self._jumped()
        if event.type in POINTER_EVENTS:        # the tooltip follows the pointer, drags too
            self._fresh_layout()
            self.tips.hover(event.pos)
        if self.flow.capture(event):
            return True
        if self.dialog is not None:
            return False
        if self.log.capture(event):
            return True                         # a press on the open log is the log's
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.anim.finish()
        self._fresh_layout()
        return self.hand.drag.capture(event)

    def handle_event(self, event):
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons.get("log"):
                self.log.toggle()
            else:
                press_table_button(self, event.ui_element)
        elif event.type == pygame.MOUSEMOTION:  # (as capture does: a host passes only this)
            self._fresh_layout()
            self.tips.hover(event.pos)
        elif event.type == pygame.KEYDOWN:
            if not (self.offer.key(event.key) or self.flow.key(event.key) or self.log.key(event.key)):
                self.table_key(event.key)

    def update(self, dt):
        self.catch_up()
        self.anim.update(dt)
        self.tips.update(dt)
        self.count_down(dt)
        self.offer.update(dt, self.anim.busy)    # before the hand-over: an offer turned off asks no one
        self.flow.update(dt, self.anim.busy)
        self.coach.update(dt)
        self._sync_buttons()
        answered = False
        while not self.turns.hold_bots and self.bot_answers_at_once():
            answered = True             # each answer asks the next seat, or closes the question
        if not answered:
            self.turns.update(dt, self.anim.busy)

    def bot_answers_at_once(self) -> bool:
        """A bot asked whether to answer another's action (Direct-Capture an animal, stop a
        Direct card, Quick Delivery) answers now, in this frame: no pause between bot moves, and the same few guesses
        whatever it holds, so how long it takes says nothing of its hand (the spec's
        "Answering out of turn without telling what one holds"). A lesson's script and a
        bot already thinking keep their own way. True when a bot answered."""
        s = self.state
        progress = getattr(self.coach, "progress", None)
        if (s.game_over or self.anim.busy or self.flow.waiting or not self.is_bot(s.current)
                or self.session.seats[s.current].kind != "bot"      # (a remote person's seat)
                or decision(s) not in ("capture", "no_way", "answer") or self.turns.runner.thinking
                or (progress is not None and progress.running)):
            return False
        seat = self.session.seats[s.current]
        bot = make_bot(seat.level or "medium", seed=self.turns.bot_seed(), time_budget=None,
                       iterations=QUICK_GUESSES)
        action = bot.choose(public_view(s))
        if rules_refusal(s, action) is not None:
            return False                # never: then the table's runner answers
        self.play_bot(action)
        return True

    _drawn = None               # shown() when the table was last drawn

    def animating(self) -> bool:
        """Drawn between events only while something moves or waits on a timer, or when what
        the table shows changed (as ui/zoo/motion.py; docs/architecture.md "Frames"). A bot
        thinking and a standing message move nothing: update() looks at them every wake-up.
        What a frame draws again is damage()'s answer."""
        s = self.state
        return bool(self.anim.busy or self.hand.drag.active or self.turns.hint_runner.thinking
                    or self.tips.waiting() or self.offer.left is not None
                    or (s.game_over and not self.flow.results_shown and not self.flow.last_look)
                    or self.shown() != self._drawn)

    def shown(self) -> tuple:
        """A cheap fingerprint of what the table shows, besides timers and widgets (the last
        flight's landing too: its frame without it)."""
        s = self.state
        return (self.anim.busy, self.state_key(), s.current, s.used, self.viewer, self.hand.selected, self.hand.changes,
                id(self.layout), id(self.dialog), self.hint, self.message and self.message[:2],
                self.session.unconfirmed, self.flow.mode(), self.interactive(), tuple(self.talk.lines[-TALK_LINES:]),
                self.coach.fingerprint())

    def damage(self):
        """The rectangles changed since the last frame drawn (None: the whole window): the
        pieces whose pictures changed (pieces.py)."""
        if self.layout is None or self.layout.size != self.app.size or self.coach.mode() is not None:
            self._damage.forget()            # (a lesson's card and rings lie over every piece)
            return None
        self._fresh_layout()                # as draw() will see it
        return self._damage.since(pieces.standing(self), pieces.parts(self))

    def draw(self, surface):
        if self.layout is None or self.layout.size != surface.get_size():
            self.rebuild()
        self._fresh_layout()
        draw_table(surface, self)
        self.log.draw(surface)
        self.coach.draw(surface)
        self.tips.draw(surface)             # on top: a lesson's card never covers it
        self._drawn = self.shown()
