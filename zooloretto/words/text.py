"""Every text a player sees comes from the catalogs in zooloretto/locales,
through python-i18n (the localisation pygame-gui ships and uses).

    tr("title.new_game")                -> "New game"
    tr("game.log.tile_drawn", name="Ana", tile=..., truck=2)

A key's first part names its catalog file: "title.new_game" is looked up in
locales/title.<lang>.json (nested objects under the language code). Placeholders
use python-i18n's %{name} syntax. pygame-gui elements accept a key as their
text and translate it themselves when the language changes.

A message that depends on a number is an object of plural forms, e.g.
{"one": "%{n} coin", "other": "%{n} coins"} in English and
{"one": ..., "few": ..., "many": ...} in Russian. python-i18n's own plurals
cannot tell Russian 2-4 ("few") from 5-20 ("many") nor 21 ("one"), so tr()
picks the form itself with plural_form(); the number is the first of
PLURAL_PARAMS given to tr(). Only tr() understands these objects: never pass
such a key to a pygame-gui element.
"""
from __future__ import annotations

from pathlib import Path

import i18n
from i18n import resource_loader, translations
from i18n.translator import TranslationFormatter

LOCALES_DIR = Path(__file__).resolve().parent.parent / "locales"
LANGUAGES = ("en", "ru", "fr", "de")
PLURAL_FORMS = ("zero", "one", "few", "many", "other")
# Which parameter a plural message counts by, in order of preference.
PLURAL_PARAMS = ("count", "n", "amount", "cost", "bonus", "coins")

i18n.set("file_format", "json")
i18n.set("filename_format", "{namespace}.{locale}.{format}")
i18n.set("fallback", "en")
i18n.set("enable_memoization", True)
if str(LOCALES_DIR) not in i18n.load_path:
    i18n.load_path.append(str(LOCALES_DIR))


def plural_form(lang: str, n) -> str:
    """The CLDR plural category of the whole number n in lang."""
    n = abs(int(n))
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return "few"
        return "many"
    if lang == "fr":
        return "one" if n in (0, 1) else "other"
    return "one" if n == 1 else "other"


def raw(k: str, lang: str | None = None):
    """The catalog entry for k (a string or an object of plural forms), falling
    back to English; None when no catalog has it."""
    lang = lang or language()
    for loc in dict.fromkeys((lang, i18n.get("fallback"))):
        if not translations.has(k, loc) and (k, loc) not in _searched:
            # python-i18n reads the catalog's files again on every search: a key that is
            # in no file (a name's fallback, asked every frame) is looked for once only
            _searched.add((k, loc))
            resource_loader.search_translation(k, loc)
        if translations.has(k, loc):
            return translations.get(k, loc)
    return None


_searched: set = set()          # (key, language) already looked for in the catalog's files


def tr(k: str, **params) -> str:
    lang = params.pop("locale", None) or language()
    entry = raw(k, lang)
    if entry is None:
        return k
    if isinstance(entry, dict):
        n = next((params[p] for p in PLURAL_PARAMS if isinstance(params.get(p), int)), 0)
        forms = entry
        entry = forms.get(plural_form(lang, n)) or forms.get("other") or forms.get("many") \
            or next(iter(forms.values()))
    return TranslationFormatter(entry).format(**params)


def set_language(lang: str) -> None:
    i18n.set("locale", lang if lang in LANGUAGES else "en")


def language() -> str:
    return i18n.get("locale")
