"""The game table without a screen, driven like a player would (a documented contract,
see docs/architecture.md; used by the tests, the benchmarks and anyone checking
the game from outside):

    from zooloretto.ui.headless import Table
    t = Table.open("game.json", size=(1280, 800))  # dummy video driver, no animation,
                                                    # bots do not move until asked
    t.legal()                  # the legal actions of the player to move (rules action objects)
    t.where(action)            # ((x, y) of the piece, (x, y) of its drop place) on screen
    t.drag(src_xy, dst_xy)     # posted mouse down / motion / up; the rules events it caused
                               # ([] when the drop was refused)
    t.refusal                  # the refusal shown for the last drag, or None
    t.state                    # the current game state
    t.screenshot(path)         # the window as PNG
    t.bots_move()              # let the bots play until a person is to move or the game ends
    t.hover(xy)                # rest the pointer there: the tooltip's lines shown, or None
    t.coach()                  # a lesson's coach: (text, piece xy, drop xy, next) or None
    t.close()

Events are posted to pygame's queue and go through the real App and scene;
the scene reads event.pos, never the cursor. Autosaves go to a throw-away
folder unless `saves_dir` is given; the player's settings are never written.
"""
from __future__ import annotations

import os
import tempfile

DRAG_STEPS = 3


class Table:
    def __init__(self, app, scene, tmp=None, language_before=None):
        self.app, self.scene, self._tmp = app, scene, tmp
        self.refusal = None
        self._language_before = language_before     # given back on close()

    @classmethod
    def open(cls, path=None, size=(1280, 800), session=None, saves_dir=None, language="en",
             confirm_turn=False, hand_overs=False):
        """A saved game (or a GameSession) on the table, headless. As in the game, with
        confirm_turn a person's turn waits for "End turn", with hand_overs a hot-seat
        player is asked to take the seat ("ready") and a round's end is summed up for the
        people at the table ("go_on"); see press()."""
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from .. import paths
        from . import navigation
        from .app import App
        from .session import GameSession
        from .settings import Settings
        from .kit.turns import SyncRunner
        from .text import language as current_language
        language_before = current_language()
        tmp = None
        if saves_dir is None:
            tmp = tempfile.TemporaryDirectory(prefix="zooloretto-headless-")
            saves_dir = tmp.name
        paths.set_saves_dir(saves_dir)
        if session is None:
            session = GameSession.load(path)
        settings = Settings(animation_speed="off", language=language, sound=False,
                            confirm_money_actions=False, window_size=tuple(size),
                            confirm_turn=confirm_turn)
        app = App(size=tuple(size), settings=settings, fullscreen=False)
        scene = navigation.make(app, navigation.table_screen(session), session, runner=SyncRunner,
                                hold_bots=True, hand_overs=hand_overs)
        app.push(scene)
        app.step([])
        return cls(app, scene, tmp, language_before)

    # ------------------------------------------------------------------ reading
    @property
    def state(self):
        return self.scene.state

    def legal(self) -> list:
        s = self.state
        if s.game_over or self.scene.is_bot(s.current):
            return []
        affordances = getattr(self.scene, "affordances", None)     # the board game's table
        if affordances is not None:
            return list(affordances.legal)
        return list(self.scene.legal()) if self.scene.interactive() else []

    def where(self, action):
        """Screen points of the piece an action picks up and of the place it is dropped on."""
        piece, drop = self.scene.session.rules.gesture_of(self.state, action)
        hits = self.scene.hits
        return hits.point(piece), hits.point(drop)

    # ------------------------------------------------------------------ acting
    def drag(self, src, dst) -> list:
        """Press at src, move to dst, release; the events of the move it made, [] if refused."""
        import pygame
        src, dst = (int(src[0]), int(src[1])), (int(dst[0]), int(dst[1]))
        scene = self.scene
        scene.last_events, scene.last_refusal = [], None
        # One frame each: the press, the moves (a hand moves faster than the frame rate: the
        # frame reads them together, as pygame's queue gives them), the release.
        frames = [[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1)], []]
        if src != dst:
            for k in range(1, DRAG_STEPS + 1):
                p = (src[0] + (dst[0] - src[0]) * k // DRAG_STEPS,
                     src[1] + (dst[1] - src[1]) * k // DRAG_STEPS)
                frames[1].append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
        frames.append([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst, button=1)])
        for events in filter(None, frames):
            for e in events:
                pygame.event.post(e)
            self.app.step(pygame.event.get())
        self.app.step([])
        self.refusal = scene.last_refusal
        return list(scene.last_events)

    def hover(self, pos):
        """Move the pointer to pos and let it rest: the lines of the tooltip shown, or None."""
        import pygame
        from .kit.tooltips import TOOLTIP_DELAY
        pos = (int(pos[0]), int(pos[1]))
        self.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
        self.app.step([], dt=TOOLTIP_DELAY + 0.05)
        self.app.step([])
        return self.scene.tips.shown()

    def press(self, name) -> bool:
        """Click the table's button whose object id ends in `name` ("end_turn", "take_back",
        "results", "ready", "undo", "hint") with the mouse, as a player would; False when no
        such button is shown or it is greyed out."""
        import pygame
        import pygame_gui
        self.app.step([])               # the buttons as the screen shows them now
        for element in self.scene.elements:
            ids = list(getattr(element, "object_ids", None) or []) + [getattr(element, "text", "")]
            if isinstance(element, pygame_gui.elements.UIButton) and element.visible \
                    and any(str(i).endswith(name) for i in ids if i):
                if not element.is_enabled:
                    return False
                pos = element.rect.center
                self.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
                self.app.step(pygame.event.get())     # pygame-gui's "pressed" comes as an event
                self.app.step([])
                return True
        return False

    def key(self, key) -> None:
        """A key pressed at the table (pygame.K_...)."""
        import pygame
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        self.app.step(pygame.event.get())
        self.app.step([])

    def bots_move(self) -> list:
        """Bots play (synchronously) until a person is to move or the game ends; their events.
        Nothing moves while a person checks a turn or is asked to take the seat."""
        scene, out = self.scene, []
        while not self.state.game_over and scene.is_bot(self.state.current) \
                and not scene.flow.waiting:
            scene.last_events = []
            scene.turns.step()             # starts thinking (the answer is ready at once)
            scene.turns.step()             # plays it
            self.app.step([])
            out += scene.last_events
        return out

    def coach(self):
        """What a lesson's coach shows ("Learn to play"): Coaching(text, piece, drop, next),
        piece and drop the screen points of the drag it asks for (None when nothing is to be
        moved), next True when it waits for its Next or Got it button (press("coach_next"));
        None when no coach speaks."""
        self.app.step([])
        coach = getattr(self.scene, "coach", None)
        return coach.pointing() if coach is not None else None

    def screenshot(self, path):
        import pygame
        self.app.step([])
        pygame.image.save(self.app.screen, str(path))

    def close(self):
        from .. import paths
        from . import autosaver
        for scene in reversed(self.app.stack):
            getattr(scene, "close", lambda: None)()
        self.app.stack.clear()
        autosaver.flush()           # no autosave is still being written into the folder below
        paths.set_saves_dir(None)
        if self._language_before is not None:     # a table opened in French leaves no French behind
            from .text import set_language
            set_language(self._language_before)
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None
