"""Every text a player sees comes from the catalogs in zooloretto/locales,
through python-i18n (the localisation pygame-gui ships and uses).

    tr("title.new_game")                -> "New game"
    tr("log.tile_drawn", name="Ana", tile=..., truck=2)

A key's first part names its catalog file: "title.new_game" is looked up in
locales/title.en.json (nested objects under the language code). Placeholders
use python-i18n's %{name} syntax. pygame-gui elements accept a key as their
text and translate it themselves when the language changes.
"""
from __future__ import annotations

from pathlib import Path

import i18n

LOCALES_DIR = Path(__file__).resolve().parent.parent / "locales"
LANGUAGES = ("en", "ru", "fr", "de")

i18n.set("file_format", "json")
i18n.set("filename_format", "{namespace}.{locale}.{format}")
i18n.set("fallback", "en")
i18n.set("enable_memoization", True)
if str(LOCALES_DIR) not in i18n.load_path:
    i18n.load_path.append(str(LOCALES_DIR))


def tr(k: str, **params) -> str:
    return i18n.t(k, **params)


def set_language(lang: str) -> None:
    i18n.set("locale", lang if lang in LANGUAGES else "en")


def language() -> str:
    return i18n.get("locale")
