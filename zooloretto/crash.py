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


def log_file():
    return paths.log_dir() / "zooloretto.log"


def setup_logging() -> str | None:
    """Log to a rotating file in the user log folder; None if it cannot be written."""
    target = str(log_file())
    for h in log.handlers:
        if getattr(h, "baseFilename", None) == os.path.abspath(target):
            return target          # already logging there
    try:
        paths.ensure(paths.log_dir())
        handler = logging.handlers.RotatingFileHandler(target, maxBytes=512_000,
                                                       backupCount=3, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    return target


def session_of(app):
    """The game being played in `app`, if a scene of its stack holds one."""
    for scene in reversed(getattr(app, "stack", [])):
        session = getattr(scene, "session", None)
        if session is not None:
            return session
    return None


def report(exc: BaseException, session=None) -> str:
    """Log the error, keep an autosave of the game, and return a message for the player."""
    log.error("unexpected error\n%s", "".join(traceback.format_exception(exc)))
    saved = None
    if session is not None:
        try:
            saved = session.autosave()
        except Exception:   # the report itself must never fail
            saved = None
    where = log_file()
    lines = ["Sorry, something went wrong and the game had to stop.",
             f"What happened is written in {where}."]
    if saved:
        lines.append("Your game was saved: choose Continue on the title screen to go on.")
    else:
        lines.append("Your last autosave is kept: choose Continue on the title screen.")
    return "\n".join(lines)


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
            for i, line in enumerate(message.splitlines() + ["", "Press any key to close."]):
                screen.blit(font.render(line, True, (250, 240, 220)), (30, 30 + 34 * i))
            pygame.display.flip()
            clock.tick(30)
        pygame.quit()
    except Exception:
        pass
