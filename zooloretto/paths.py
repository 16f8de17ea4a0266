"""Where the game keeps its files: platformdirs' per-user folders, never the
working directory. `--saves-dir` (portable installs) overrides the saves folder."""
from __future__ import annotations

import os
import sys
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
