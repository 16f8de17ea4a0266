"""Start the windowed game at the title screen (the CLI calls run_app).

Two other ways in: `--smoke` runs the headless self-test (zooloretto.smoke),
and ZOOLORETTO_TIME_TO_TITLE=1 prints one line as soon as the first title
frame is drawn and exits (tools/time_to_title.py measures start-up with it).
"""
from __future__ import annotations

import os
import sys

TIME_TO_TITLE_ENV = "ZOOLORETTO_TIME_TO_TITLE"
TITLE_DRAWN_LINE = "zooloretto: first title frame drawn"
# SDL drivers that open no window a person could see.
INVISIBLE_DRIVERS = ("dummy", "offscreen")


def _chosen_driver() -> str:
    return os.environ.get("SDL_VIDEODRIVER", "").strip().lower()


def no_screen_reason() -> str | None:
    """Why no window can be shown, or None. A driver asked for by name is trusted."""
    if _chosen_driver():
        return None
    # On Linux, without X11 or Wayland SDL falls back to its invisible
    # "offscreen" driver and the game would run unseen: say so before SDL
    # probes (and prints its own noise).
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY")
                                                 or os.environ.get("WAYLAND_DISPLAY")):
        return "no DISPLAY or WAYLAND_DISPLAY"
    return None


def _check_display():
    """Raise pygame.error (the CLI turns it into one sentence) when no window can be seen."""
    import pygame
    reason = no_screen_reason()
    if reason is None and not _chosen_driver():
        pygame.display.init()
        driver = (pygame.display.get_driver() or "").lower()
        if driver in INVISIBLE_DRIVERS:
            reason = f"SDL chose the invisible '{driver}' video driver"
    if reason:
        raise pygame.error(f"no display available ({reason})")


def run_app(args=None) -> int:
    """Open the window and run until the player quits; returns the exit code.

    `args` may carry `saves_dir`, `fullscreen` (True, False or None: the saved
    setting), `smoke`, `size` (a (w, h) pair or "WxH") and `file` (a save to open).
    """
    if getattr(args, "smoke", False):
        from ..smoke import run_smoke
        return run_smoke(args)
    from .app import desktop_identity
    desktop_identity()        # before _check_display starts SDL's video
    _check_display()

    from .. import paths
    from .app import App
    from .navigation import make

    saves = getattr(args, "saves_dir", None)
    if saves:
        paths.set_saves_dir(saves)
    size = getattr(args, "size", None)
    if isinstance(size, str) and "x" in size:
        size = tuple(int(v) for v in size.lower().split("x", 1))
    forced = getattr(args, "fullscreen", None)
    saved_mode = _saved_fullscreen() if forced is not None else None
    app = App(size=size, fullscreen=forced)
    if os.environ.get(TIME_TO_TITLE_ENV):
        return _first_title_frame(app, make(app, "title"))
    open_first(app, getattr(args, "file", None))
    app.run(None)
    if forced is not None and saved_mode is not None and app.settings.fullscreen == forced:
        # --windowed/--fullscreen is for this run only; F11 during the run is remembered.
        app.settings.fullscreen = saved_mode
        app.settings.save()
    return 0


def open_first(app, path=None):
    """The title, and over it the game saved in `path` when one was named (`zooloretto
    FILE.json`: a file manager opens saves so). A file that cannot be opened is told over
    the title in the player's language; the file itself is left as it is."""
    from . import save_problems
    from .navigation import make
    from .session import GameSession
    title = make(app, "title")
    app.push(title)
    if not path:
        return title
    try:
        session = GameSession.load(path)
    except Exception as e:          # SaveError, or anything else a stranger's file causes
        title.message("menu.load_failed", save_problems.describe(e))
        return title
    return app.open("table", session, how="game")


def _saved_fullscreen():
    """The full-screen choice stored in the settings file (before a command-line override)."""
    from .settings import Settings
    try:
        return Settings.load().fullscreen
    except Exception:
        return None


def _first_title_frame(app, title) -> int:
    import pygame
    app.push(title)
    app.step(pygame.event.get())
    w, h = app.size
    mode = "full screen" if app.settings.fullscreen else "windowed"
    print(f"{TITLE_DRAWN_LINE} ({w}x{h}, {mode})", flush=True)
    pygame.quit()
    return 0
