"""Player settings, kept as JSON in platformdirs' user config folder."""
from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from dataclasses import asdict, dataclass, field, fields

from .. import jsonfile, paths
from ..words.languages import SETTINGS_MAX_BYTES, SETTINGS_MAX_DEPTH, settings_path, system_language
from ..words.text import LANGUAGES

log = logging.getLogger("zooloretto")
MAX_BYTES, MAX_DEPTH = SETTINGS_MAX_BYTES, SETTINGS_MAX_DEPTH      # the file's guards
MIN_SIZE = (1024, 640)         # the smallest window the table lays out (ui/zoo/layout.py)
MAX_SIZE = (3840, 2400)
TEMP_PREFIX = ".settings-"     # temporary files of a write; a leftover is removed at the next start

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")


_untold: list = []     # names damaged settings files were kept under, not yet told to the player


def fit_window(value, default=(1280, 800)) -> tuple:
    """A window size the game can lay out: two whole numbers, each clamped to
    MIN_SIZE..MAX_SIZE; anything else gives `default`."""
    if not (isinstance(value, (list, tuple)) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        if value is not None:
            log.info("settings: window_size %.40r is not a size; %r instead", value, default)
        return tuple(default)
    return tuple(max(lo, min(hi, v)) for v, lo, hi in zip(value, MIN_SIZE, MAX_SIZE))


def _keep_aside(path, why: str) -> str:
    """Move a damaged settings file (or pipe, link, folder) out of the way, keeping it;
    returns the name it is kept under (its own name when it could not be moved)."""
    backup = path.with_name(f"settings.damaged-{time.strftime('%Y%m%d-%H%M%S')}.json")
    n = 1
    while os.path.lexists(backup):
        n += 1
        backup = path.with_name(f"settings.damaged-{time.strftime('%Y%m%d-%H%M%S')}-{n}.json")
    try:
        os.rename(path, backup)
    except OSError as e:
        log.warning("settings file %s is damaged (%s) and could not be kept aside (%s); defaults used",
                    path, why, e.strerror or e)
        return path.name
    log.warning("settings file %s is damaged (%s); kept as %s, defaults used", path, why, backup.name)
    return backup.name


@dataclass
class Settings:
    animation_speed: str = "normal"
    sound: bool = True
    fullscreen: bool = False
    language: str = ""            # "" until chosen: follow the system
    confirm_money_actions: bool = True
    confirm_turn: bool = True     # a person's turn waits for "End turn" (a last tile can be taken back)
    window_size: tuple = (1280, 800)
    # the last New game form (checked where it is read, scenes/new_game_form.py): one
    # [name, "human"|"bot", level or "", colour number] per seat; the animal types left out;
    # which game ("zoo" or "dice"); the board game's expansions switched on
    last_seats: list = field(default_factory=list)
    last_removed: list = field(default_factory=list)
    last_game: str = "zoo"
    last_expansions: list = field(default_factory=list)
    lesson_offered: bool = False  # the title has suggested "Learn to play" (on the very first start)
    # Zoomaka: the people at this screen are offered a chance to answer others' actions
    # (ui/zoomaka/offer.py; one seat can say "Don't ask me again" for a game)
    answer_offers: bool = True
    problem = None                # not saved: the name a damaged file was kept under, to tell the player

    @staticmethod
    def path():
        return settings_path()

    @classmethod
    def load(cls) -> "Settings":
        """Read the settings with the saves' guards (zooloretto/jsonfile.py); every value
        is checked and clamped to what the game can show. A damaged file is kept beside
        as settings.damaged-<time>.json, logged, and noted in `problem` for the player."""
        s = cls()
        try:
            data = jsonfile.read_json(cls.path(), MAX_BYTES, MAX_DEPTH)
        except jsonfile.FileProblem as e:
            if e.kind != "missing":
                _untold.append(_keep_aside(cls.path(), str(e)))
            data = {}
        if not isinstance(data, dict):
            _untold.append(_keep_aside(cls.path(), "not a JSON object"))
            data = {}
        s.problem = _untold[-1] if _untold else None     # until told, even if loaded again
        for f in fields(cls):
            value, default = data.get(f.name), getattr(s, f.name)
            if f.name == "window_size":
                s.window_size = fit_window(value, default)
            elif value is not None and type(value) is type(default):
                setattr(s, f.name, value)
            elif value is not None:
                log.info("settings: %s = %.40r cannot be used; %r instead", f.name, value, default)
        if s.animation_speed not in ANIMATION_SPEEDS:
            s.animation_speed = "normal"
        if s.language not in LANGUAGES:
            s.language = system_language()
        return s

    def save(self) -> bool:
        """Write atomically through a temporary file of its own (two windows may save at
        once); False (not an exception) when the folder is not writable."""
        tmp = None
        try:
            folder = paths.ensure(paths.config_dir())
            fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".tmp", dir=folder)
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(json.dumps(asdict(self), indent=1))
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path())
            return True
        except (OSError, ValueError):
            if tmp:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
            return False

    def told(self) -> None:
        """The player has been told about the damaged settings file."""
        self.problem = None
        _untold.clear()

    def animation_factor(self) -> float:
        """Multiplier for animation durations; 0 means no animation."""
        return {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}[self.animation_speed]
