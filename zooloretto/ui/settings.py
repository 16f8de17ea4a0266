"""Player settings, kept as JSON in platformdirs' user config folder."""
from __future__ import annotations

import json
import locale
import os
import subprocess
import sys
from dataclasses import asdict, dataclass, fields

from .. import paths
from .text import LANGUAGES

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")


# Locale names Windows and some Pythons report instead of ISO codes.
_LANGUAGE_NAMES = {"english": "en", "russian": "ru", "french": "fr", "german": "de"}


def _language_code(value) -> str | None:
    """"ru_RU.UTF-8", "fr-CA", "de_DE@euro", "Russian_Russia.1251" -> ours, else None."""
    if not value:
        return None
    code = str(value).split(".")[0].split("@")[0].replace("-", "_").split("_")[0].strip().lower()
    code = _LANGUAGE_NAMES.get(code, code)
    return code if code in LANGUAGES else None


def _platform_languages() -> list:
    """The desktop's preferred languages where no environment variable says them."""
    found = []
    if sys.platform == "win32":
        try:
            import ctypes
            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()
            found.append(locale.windows_locale.get(lcid))
        except (AttributeError, OSError):
            pass
    elif sys.platform == "darwin":
        try:
            out = subprocess.run(["defaults", "read", "-g", "AppleLanguages"], capture_output=True,
                                 text=True, timeout=2).stdout
            found += [part.strip(' \t\n"(),') for part in out.split(",")]
        except (OSError, subprocess.SubprocessError):
            pass
    try:
        found.append(locale.getlocale()[0])
    except ValueError:
        pass
    return found


def system_language(environ=None) -> str:
    """One of LANGUAGES: the system's language when it is one of ours, else English.

    Follows gettext's order: LANGUAGE (a colon-separated list of preferences),
    then the first set of LC_ALL, LC_MESSAGES, LANG; only when none is set, the
    desktop's own setting (Windows UI language, macOS AppleLanguages, the C locale).
    """
    env = os.environ if environ is None else environ
    for part in (env.get("LANGUAGE") or "").split(":"):
        if _language_code(part):
            return _language_code(part)
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if value:
            return _language_code(value) or "en"      # "C", "POSIX", or a language we lack
    for value in _platform_languages():
        if _language_code(value):
            return _language_code(value)
    return "en"


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
