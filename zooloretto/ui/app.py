"""The window, the one pygame-gui UIManager, and the stack of scenes.

Events flow: the top scene's `capture` (drag-and-drop first), then the UI
manager, then the scene's `handle_event`. Tests drive the same path with
`App.step(events)` under SDL_VIDEODRIVER=dummy.

A still screen is not drawn again: a frame is drawn only after an event, when
the top scene says it moves (`Scene.animating`), when something asked for it
(`App.invalidate`, a scene entering, a resize) or when a pygame-gui widget
changed its picture (hover, tooltip, the text cursor's blink). In between, the
loop sleeps IDLE_POLL at a time, looking for events, and steps once every
IDLE_WAKE seconds even without one.

A frame is drawn again only where it changed (damage.py): the top scene says what moved
(Scene.damage), the widgets' pictures are compared with the last frame's, and every
scene is drawn again clipped to those rectangles, which alone go to the screen
(display.update). The whole window is drawn after anything but the pointer's motion
(a click, a key: unless the scene keys all it shows, as the tables do; a resize, a
scene or language switch, invalidate()) and whenever the scene cannot say.
"""
from __future__ import annotations

import logging
import os
import sys
import time

import pygame
import pygame_gui

from .. import paths
from . import autosaver, caches, gui_memory, navigation, sound
from .damage import WidgetDamage, draw_frame
from .settings import MIN_SIZE, Settings, fit_window  # noqa: F401  (MIN_SIZE: others import it from here)
from .text import LOCALES_DIR, set_language
from .window import GameWindow

TITLE = "Zooloretto"      # the window's title and, for the desktop, its class (WM_CLASS, app id)
FPS = 60
IDLE_WAKE = 0.1       # seconds a still screen sleeps between steps (cursor blink, tooltips)
# A still screen looks for events this often. Not pygame.event.wait: pygame-ce's wait
# looks every millisecond whatever the video driver (twice the CPU of these sleeps
# under X11, measured with tools/bench_idle.py under Xvfb). One frame's time: a click
# on a still screen is answered at most one frame later than on a moving one.
IDLE_POLL = 1 / FPS
# Events after which only what the scene and the widgets say changed is drawn again:
# the pointer's motion (and pygame-gui's word of it). Any other event draws the whole
# window, unless the scene's damage() sees what the player's input changes
# (damage_of_any_event): then only the window's own events do (shown again, uncovered...).
POINTER_ONLY = frozenset((pygame.MOUSEMOTION, pygame_gui.UI_BUTTON_ON_HOVERED,
                          pygame_gui.UI_BUTTON_ON_UNHOVERED))
INPUT = POINTER_ONLY | {pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
                        pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING}


def seen_by(scene, event) -> bool:
    """Does the scene's damage() see what `event` changes? (pygame-gui's own events, all
    above USEREVENT, are the player's input told by a widget.)"""
    if event.type in POINTER_ONLY:
        return True
    return scene.damage_of_any_event and (event.type in INPUT or event.type >= pygame.USEREVENT)
log = logging.getLogger("zooloretto")


def desktop_identity():
    """Before SDL's video starts: the class a desktop groups the window by, as in
    zooloretto.desktop's StartupWMClass (X11), and the Wayland app id."""
    for var in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
        # pygame's import sets the X11 one to the script's name; a player's own value stays.
        if os.environ.get(var) in (None, "", os.path.basename(sys.argv[0])):
            os.environ[var] = TITLE


def _set_icon():
    """The window's icon; set before the window opens, as some systems require."""
    try:
        pygame.display.set_icon(pygame.image.load(str(paths.assets_dir() / "icon.png")))
    except (OSError, pygame.error) as e:
        log.warning("no window icon: %s", e)


class App:
    def __init__(self, size=None, settings: Settings | None = None, fullscreen=None):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        desktop_identity()
        caches.return_freed_memory()
        gui_memory.install()          # before the UIManager opens its fonts
        pygame.init()
        _set_icon()
        self.settings = settings or Settings.load()
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        self.window = GameWindow(fit_window(size or self.settings.window_size), self.settings.fullscreen)
        self.screen = self.window.surface
        self._switched = False        # full screen entered or left during this step's events
        self._size_drawn = self.screen.get_size()
        pygame.display.set_caption(TITLE)
        set_language(self.settings.language)
        self.ui = pygame_gui.UIManager(self.screen.get_size(), theme_path=self._theme(),
                                       starting_language=self.settings.language,
                                       translation_directory_paths=[str(LOCALES_DIR)])
        self.stack: list = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame_times: list = []
        self.draws = 0                # frames drawn (tests count them)
        self._dirty = True            # something asked for a frame (drawn whole)
        self._widgets = WidgetDamage()  # the widgets' pictures when last drawn, where they were
        self.redrawn = None           # the rectangles the last frame drew again (None: all)
        self._ui_seen = None          # the widgets' pictures when last drawn
        self._moving = True           # the last step drew or had events: keep the frame rate

    # Window (ui/window.py: one window for the whole run) -----------------------
    @staticmethod
    def _theme():
        theme = paths.assets_dir() / "theme.json"
        return str(theme) if theme.exists() else None

    @property
    def size(self):
        return self.screen.get_size()

    @property
    def windowed_size(self):
        return self.window.windowed_size

    def toggle_fullscreen(self):
        """F11."""
        self.set_fullscreen(not self.settings.fullscreen)

    def set_fullscreen(self, on: bool):
        """F11 and the Settings switch: the window enters or leaves full screen once, and
        a window gets back the size it had (within the screen). Remembered in the settings."""
        self.settings.fullscreen = on
        self.settings.save()
        self.window.set_fullscreen(on)
        self._switched = True
        self._follow_window(always=True)

    def resize(self, size):
        """A window size asked for in code (tools, tests), at least MIN_SIZE; in full
        screen it is the size the window gets back."""
        self.window.ask_size(size)
        self._follow_window(always=True)

    def _window_resized(self, event, newest: bool):
        """A resize event. The player's resize (or the window manager's) has been followed by
        the surface already: opening the window again would make a new one, flicker and cut a
        drag short. Only the newest event of a step whose size the surface lacks asks for its
        size; the older ones, and those read before a switch, tell of a size that is gone."""
        if (newest and not self._switched and not self.settings.fullscreen
                and tuple(event.size) != self.window.surface.get_size()):
            self.window.ask_size(event.size)
        self._follow_window()

    def _follow_window(self, always=False):
        """The surface's size changed (or a switch): everything is laid out again."""
        if self.window.follow() or always:
            self.screen = self.window.surface
            self.settings.window_size = self.window.windowed_size
            self._resized()

    def _resized(self):
        self._dirty = True
        if self.screen.get_size() != self._size_drawn:
            # pictures are made at sizes that follow the window: those of the old size go
            self._size_drawn = self.screen.get_size()
            caches.forget_all()
        self.ui.set_window_resolution(self.screen.get_size())
        for scene in self.stack:
            if scene is self.top:
                scene.rebuild()

    def set_language(self, lang: str):
        """Switch every text at once, without a restart, and remember it."""
        self.settings.language = lang
        self.settings.save()
        set_language(lang)
        self.ui.set_locale(lang)
        self._dirty = True
        for scene in self.stack:        # those below too: a table under the menus is drawn
            scene.language_changed()
        if self.top:
            self.top.rebuild()

    # Scene stack -------------------------------------------------------------
    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def open(self, name: str, *args, how: str = "push", **kw):
        """Show the screen registered as `name` (see navigation.py); returns the scene."""
        return navigation.open_screen(self, name, *args, how=how, **kw)

    def push(self, scene):
        self._dirty = True
        if self.top:
            self.top.leave()
        self.stack.append(scene)
        scene.enter()

    def pop(self):
        self._dirty = True
        scene = self.stack.pop()
        self.discard(scene)
        if self.top:
            self.top.enter()
        else:
            self.running = False
        return scene

    def replace(self, scene):
        self._dirty = True
        old = self.stack.pop() if self.stack else None
        if old:
            self.discard(old)
        self.stack.append(scene)
        scene.enter()

    def reset(self, scene):
        """Empty the stack and start again from `scene` (back to the title)."""
        self._dirty = True
        while self.stack:
            self.discard(self.stack.pop())
        self.stack.append(scene)
        scene.enter()

    @staticmethod
    def discard(scene):
        """A scene leaves the stack for good: its widgets go, and any thread it runs;
        a game's queued autosaves are written before anything else happens."""
        scene.leave()
        close = getattr(scene, "close", None)
        if close is not None:
            close()
        session = getattr(scene, "session", None)
        if session is not None:
            session.save_on_leaving()       # a half-played turn too: Continue brings it back
            autosaver.flush()

    def quit(self):
        self.running = False

    # Frames ------------------------------------------------------------------
    def dispatch(self, event, newest=True):
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE:
            self._window_resized(event, newest)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        scene = self.top
        if scene is None:
            return
        if scene.capture(event):
            return
        if self.ui.process_events(event):
            return
        scene.handle_event(event)

    def invalidate(self):
        """Draw the next frame even if nothing seems to have changed."""
        self._dirty = True

    def step(self, events=(), dt: float = 1 / 60) -> bool:
        """One frame: events, update, and a draw if anything changed (True when drawn).
        Tests call this directly."""
        start = time.perf_counter()
        self._switched = False
        newest = next((e for e in reversed(events) if e.type == pygame.VIDEORESIZE), None)
        for event in events:
            self.dispatch(event, newest=event is newest)
            if not self.running:
                return False
        self._follow_window()       # a size the window took without an event yet, or a late one
        scene = self.top
        if scene is None:
            self.running = False
            return False
        scene.update(dt)
        self.ui.update(dt)
        whole = self._dirty or not all(seen_by(scene, e) for e in events)
        drawn = self._changed(events, scene)
        if drawn:
            self._draw(whole)
            self.frame_times.append(time.perf_counter() - start)
            del self.frame_times[:-600]
        self._moving = drawn or bool(events)
        return drawn

    def _changed(self, events, scene) -> bool:
        seen = self._ui_pictures()
        changed = (bool(events) or self._dirty or seen != self._ui_seen
                   or bool(scene.animating()))
        self._ui_seen = seen
        self._dirty = False
        return changed

    def _ui_pictures(self) -> tuple:
        """What the widgets show, cheaply: which picture each one has, where, and the
        text cursor's blink (drawn into the same picture, so it is looked at apart)."""
        return tuple((id(w), id(w.image), tuple(w.rect), getattr(w, "visible", 1),
                      getattr(w, "cursor_on", None))
                     for w in self.ui.get_sprite_group().sprites())

    def idle(self) -> bool:
        """Nothing moved in the last step and the top scene does not move by itself:
        the loop may sleep until an event comes (or IDLE_WAKE passes)."""
        top = self.top
        return not (self._moving or self._dirty or top is None or top.animating())

    def draw(self):
        """Draw the whole window (tools and tests call this)."""
        self._draw(whole=True)

    def _draw(self, whole: bool):
        self.draws += 1
        self.redrawn = draw_frame(self.screen, self.stack, self.ui, self._widgets, whole)

    def next_events(self) -> list:
        """The events of the next frame: at the frame rate while anything moves;
        otherwise sleep until one comes, or IDLE_WAKE passes (then none), looking
        every IDLE_POLL."""
        if not self.idle():
            self.clock.tick(FPS)
            return pygame.event.get()
        end = time.perf_counter() + IDLE_WAKE
        while True:
            events = pygame.event.get()
            if events or time.perf_counter() >= end:
                return events
            time.sleep(IDLE_POLL)

    def run(self, first_scene=None):
        if first_scene is not None:       # None: the scenes are pushed already
            self.push(first_scene)
        try:
            self.step(pygame.event.get(), 0.0)      # the first frame, at once
            sound.prepare()          # effects rendered off the UI thread, before any is needed
            self.loop()
        except Exception as e:
            # The crash report (zooloretto.crash) saves the game in play, if any.
            from ..crash import session_of
            e.zooloretto_session = session_of(self)
            raise
        self.close()

    def loop(self, seconds: float | None = None):
        """Frames until the player quits (or for `seconds`: tools/bench_idle.py)."""
        last = start = time.perf_counter()
        while self.running and (seconds is None or last - start < seconds):
            events = self.next_events()
            now = time.perf_counter()
            self.step(events, min(now - last, 0.1))
            last = now

    def close(self):
        """After the last frame: scenes let go of their threads, settings are kept."""
        for scene in reversed(self.stack):
            try:
                getattr(scene, "close", lambda: None)()
            except Exception:       # closing must always reach the end
                log.exception("closing %s", type(scene).__name__)
        for session in {id(s.session): s.session for s in self.stack
                        if getattr(s, "session", None) is not None}.values():
            session.save_on_leaving()       # the window closed mid-turn: nothing is lost
        autosaver.flush()       # every autosave asked for is on disk before the window goes
        self.settings.save()
        pygame.quit()
