"""Which of our languages the system speaks, and which one the player chose (the settings
file's "language"), read without the screens: the game's start and the command line ask."""
from __future__ import annotations

import locale
import os
import subprocess
import sys

from .. import jsonfile, paths
from .text import LANGUAGES

SETTINGS_FILE = "settings.json"       # in paths.config_dir(); written by ui/settings.py
SETTINGS_MAX_BYTES = 64 * 1024        # a real settings file is a few hundred bytes
SETTINGS_MAX_DEPTH = 4


def settings_path():
    return paths.config_dir() / SETTINGS_FILE


def saved_language() -> str | None:
    """The language saved in the settings file, or None (missing, damaged, not ours). Only
    reads: a damaged file is the game's to set aside."""
    try:
        data = jsonfile.read_json(settings_path(), SETTINGS_MAX_BYTES, SETTINGS_MAX_DEPTH)
    except Exception:
        return None
    chosen = data.get("language") if isinstance(data, dict) else None
    return chosen if chosen in LANGUAGES else None


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
