"""Player settings, kept as JSON in platformdirs' user config folder."""
from __future__ import annotations

import json
import locale
import os
from dataclasses import asdict, dataclass, fields

from .. import paths
from .text import LANGUAGES

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")


def system_language() -> str:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            break
    else:
        value = (locale.getlocale()[0] or "")
    code = value.split(".")[0].split("_")[0].lower()
    return code if code in LANGUAGES else "en"


@dataclass
class Settings:
    animation_speed: str = "normal"
    sound: bool = True
    fullscreen: bool = False
    language: str = ""            # "" until chosen: follow the system
    confirm_money_actions: bool = True
    window_size: tuple = (1280, 800)

    @staticmethod
    def path():
        return paths.config_dir() / "settings.json"

    @classmethod
    def load(cls) -> "Settings":
        """Read the settings; anything missing or damaged falls back to its default."""
        s = cls()
        try:
            data = json.loads(cls.path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = {}
        if isinstance(data, dict):
            for f in fields(cls):
                value = data.get(f.name)
                default = getattr(s, f.name)
                if isinstance(default, tuple) and isinstance(value, list) and len(value) == 2 \
                        and all(isinstance(v, int) and 320 <= v <= 10000 for v in value):
                    setattr(s, f.name, tuple(value))
                elif value is not None and type(value) is type(default):
                    setattr(s, f.name, value)
        if s.animation_speed not in ANIMATION_SPEEDS:
            s.animation_speed = "normal"
        if s.language not in LANGUAGES:
            s.language = system_language()
        return s

    def save(self) -> bool:
        """Write atomically; False (not an exception) when the folder is not writable."""
        try:
            folder = paths.ensure(paths.config_dir())
            tmp = folder / "settings.json.tmp"
            tmp.write_text(json.dumps(asdict(self), indent=1), encoding="utf-8")
            os.replace(tmp, self.path())
            return True
        except OSError:
            return False

    def animation_factor(self) -> float:
        """Multiplier for animation durations; 0 means no animation."""
        return {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}[self.animation_speed]
