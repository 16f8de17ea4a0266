"""What happens when something unexpected goes wrong while playing.

The error is written to a log file in the user log folder, the last
autosave stays where it is, and the player is told in plain words what
happened and where the log is — the window never just vanishes.
"""
from __future__ import annotations

import logging
import logging.handlers
import os
import sys
import traceback

from . import paths

log = logging.getLogger("zooloretto")
_log_problem: str | None = None      # why the log file could not be opened, if it could not


def log_file():
    return paths.log_dir() / "zooloretto.log"


class _LogFile(logging.handlers.RotatingFileHandler):
    """The log file; a failure to write it later (disk full, folder gone) is
    dropped quietly instead of printing a traceback on the terminal."""

    def handleError(self, record):
        pass


def setup_logging() -> str | None:
    """Log to a rotating file in the user log folder; None if it cannot be written
    (then nothing reaches the terminal either, and report() says so)."""
    global _log_problem
    target = str(log_file())
    for h in log.handlers:
        if getattr(h, "baseFilename", None) == os.path.abspath(target):
            return target          # already logging there
    try:
        paths.ensure(paths.log_dir())
        if os.path.lexists(target) and not os.path.isfile(target):
            raise IsADirectoryError(21, "not an ordinary file", target)   # a folder, a pipe (would block)...
        handler = _LogFile(target, maxBytes=512_000, backupCount=3, encoding="utf-8",
                           errors="backslashreplace")
    except (OSError, ValueError) as e:
        _log_problem = getattr(e, "strerror", None) or str(e)
        _quiet()
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    _log_problem = None
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    return target


def _quiet() -> None:
    """Without a log file, errors must not fall through to logging's last resort
    (which prints whole tracebacks on stderr)."""
    if not log.handlers:
        log.addHandler(logging.NullHandler())


def where_logged() -> str | None:
    """The file the log really goes to, or None."""
    for h in log.handlers:
        name = getattr(h, "baseFilename", None)
        if name and os.path.isfile(name):
            return name
    return None


def session_of(app):
    """The game being played in `app`, if a scene of its stack holds one."""
    for scene in reversed(getattr(app, "stack", [])):
        session = getattr(scene, "session", None)
        if session is not None:
            return session
    return None


def report(exc: BaseException, session=None) -> str:
    """Log the error, keep an autosave of the game, and return a message for the player."""
    _quiet()
    log.error("unexpected error\n%s", "".join(traceback.format_exception(exc)))
    saved = None
    if session is not None:
        try:
            saved = session.autosave()
        except Exception:   # the report itself must never fail
            saved = None
    where = where_logged()
    lines = [_say("title.crash_sorry", "Sorry, something went wrong and the game had to stop.")]
    if where:
        lines.append(_say("title.crash_log_at", "What happened is written in %{file}.", file=where))
    else:
        if _log_problem:
            lines.append(_say("title.crash_no_log", "No log could be written (%{folder}: %{reason}).",
                              folder=str(paths.log_dir()), reason=_log_problem))
        lines.append(_say("title.crash_what", "What happened: %{error}",
                          error=f"{type(exc).__name__}: {str(exc)[:200]}"))
    if saved:
        lines.append(_say("title.crash_saved", "Your game was saved: choose Continue on the title screen to go on."))
    else:
        lines.append(_say("title.crash_kept", "Your last autosave is kept: choose Continue on the title screen."))
    return "\n".join(lines)


def _say(key: str, english: str, **params) -> str:
    """The sentence in the player's language, English if the catalogs cannot be read."""
    try:
        from .ui.text import tr
        text = tr(key, **params)
        if text != key:
            return text
    except Exception:      # the report must never fail
        pass
    for name, value in params.items():
        english = english.replace("%{" + name + "}", str(value))
    return english


def show(message: str) -> None:
    """Show the message in a window if one can be opened, always on stderr too."""
    print(message, file=sys.stderr)
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return
    try:
        import pygame
        pygame.init()
        screen = pygame.display.get_surface() or pygame.display.set_mode((900, 300))
        from .ui import art
        font = art.font(22)
        clock = pygame.time.Clock()
        waiting = True
        while waiting:
            for event in pygame.event.get():
                if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                    waiting = False
            screen.fill((60, 40, 30))
            for i, line in enumerate(message.splitlines() + ["", _say("title.crash_close", "Press any key to close.")]):
                screen.blit(font.render(line, True, (250, 240, 220)), (30, 30 + 34 * i))
            pygame.display.flip()
            clock.tick(30)
        pygame.quit()
    except Exception:
        pass
