"""Where the game keeps its files: platformdirs' per-user folders, never the
working directory. `--saves-dir` (portable installs) overrides the saves folder."""
from __future__ import annotations

import logging
import os
import re
import stat
import sys
import time
from pathlib import Path

import platformdirs

APP = "Zooloretto"
_saves_override: Path | None = None


def set_saves_dir(path) -> None:
    global _saves_override
    _saves_override = Path(path) if path else None


def saves_dir() -> Path:
    return _saves_override or Path(platformdirs.user_data_dir(APP, appauthor=False)) / "saves"


def autosave_dir() -> Path:
    return saves_dir() / "autosave"


def config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def log_dir() -> Path:
    return Path(platformdirs.user_log_dir(APP, appauthor=False))


def resource_root() -> Path:
    """The folder holding assets/ and saves/: the repository, or PyInstaller's bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else Path(__file__).resolve().parent.parent


def example_saves_dir() -> Path:
    return resource_root() / "saves"


def ensure(path: Path) -> Path:
    os.makedirs(path, exist_ok=True)
    return path


# Temporary files of an atomic write (saves: rules/saves.py, settings: ui/settings.py).
# A write that was killed leaves one behind; the next start removes it.
LEFTOVER_PATTERNS = (re.compile(r"\.tmp-.*\.json"), re.compile(r"\.settings-.*\.tmp"),
                     re.compile(r"settings\.json\.tmp"))


def remove_leftovers(min_age: float = 60.0) -> list:
    """Delete temporary files older than min_age seconds (a younger one may be
    another window's write under way) from the saves, autosave and config
    folders; returns the paths removed. Never raises."""
    removed = []
    now = time.time()
    for folder in (saves_dir(), autosave_dir(), config_dir()):
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            if not any(p.fullmatch(name) for p in LEFTOVER_PATTERNS):
                continue
            path = folder / name
            try:
                info = os.lstat(path)
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= min_age:
                    os.unlink(path)
                    removed.append(path)
            except OSError:
                continue
    if removed:
        logging.getLogger("zooloretto").info("removed %d temporary file(s) left by an interrupted write: %s",
                                             len(removed), ", ".join(p.name for p in removed))
    return removed
