"""Where the game keeps its files: platformdirs' per-user folders, never the
working directory. `--saves-dir` (portable installs) overrides the saves folder."""
from __future__ import annotations

import logging
import os
import re
import stat
import time
from importlib import resources
from pathlib import Path

import platformdirs

APP = "Zooloretto"
_saves_override: Path | None = None
_assets: Path | None = None


def set_saves_dir(path) -> None:
    global _saves_override
    _saves_override = Path(path) if path else None


def saves_dir() -> Path:
    return _saves_override or Path(platformdirs.user_data_dir(APP, appauthor=False)) / "saves"


def autosave_dir() -> Path:
    return saves_dir() / "autosave"


def history_dir() -> Path:
    """A file per game ever played here, and the History's index (zooloretto/history)."""
    return saves_dir() / "history"


def shared_dir() -> Path:
    """What Results -> Share writes: a game's talk as text, its final table as a picture."""
    return saves_dir() / "shared"


def config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def log_dir() -> Path:
    return Path(platformdirs.user_log_dir(APP, appauthor=False))


def assets_dir() -> Path:
    """What the game reads at run time (pictures, menu theme, icon, example games and
    their licences): zooloretto/assets inside the installed package, found through
    importlib.resources, so a wheel, an editable install and a PyInstaller build agree."""
    global _assets
    if _assets is None:
        root = resources.files("zooloretto") / "assets"
        if not isinstance(root, Path):
            # A package imported from a zip: unpack the folder once for this process
            # (pygame and pygame-gui want real file names).
            import atexit
            import contextlib
            stack = contextlib.ExitStack()
            atexit.register(stack.close)
            root = stack.enter_context(resources.as_file(root))
        _assets = Path(root)
    return _assets


def example_saves_dir() -> Path:
    return assets_dir() / "examples"


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
    for folder in (saves_dir(), autosave_dir(), history_dir(), config_dir()):
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
