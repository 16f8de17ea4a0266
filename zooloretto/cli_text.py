"""The command line in the player's language: the same language the game window
speaks (the one saved in the settings, else the system's, else English), for every
sentence it prints for a person, argparse's own included. JSON output is never
translated. Sentences live in locales/cli.<lang>.json; the English ones are the
command line's own words, so English output is as it always was. ZOOLORETTO_LANGUAGE
(en, de, fr, ru) chooses one outright.

    speak()                      once, before the parser is built
    say("cli.cannot_write", path=p, error=e)
"""
from __future__ import annotations

import argparse
import os

from .words.text import LANGUAGES, language, raw, set_language, tr

# argparse's own messages (its gettext ids) -> our keys under cli.argparse
ARGPARSE = {
    "usage: ": "usage",
    "positional arguments": "positional",
    "options": "options",
    "show this help message and exit": "help",
    "show program's version number and exit": "version",
    "invalid choice: %(value)r (choose from %(choices)s)": "invalid_choice",
    "the following arguments are required: %s": "required",
    "unrecognized arguments: %s": "unrecognized",
    "expected one argument": "one_argument",
    "expected at most one argument": "at_most_one",
    "expected at least one argument": "at_least_one",
    "argument %(argument_name)s: %(message)s": "argument",
    "invalid %(type)s value: %(value)r": "invalid_value",
    "not allowed with argument %s": "not_allowed_with",
    "ambiguous option: %(option)s could match %(matches)s": "ambiguous",
    "ignored explicit argument %r": "ignored_explicit",
    "one of the arguments %s is required": "one_of_required",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "invalid_choice_parser",
}


def choose_language(environ=None) -> str:
    """ZOOLORETTO_LANGUAGE if it names one of ours (scripts, tests), else the game's
    language: the one saved in the settings file, else the system's. Only reads: a
    damaged settings file is the game's to set aside, not ours."""
    forced = (os.environ if environ is None else environ).get("ZOOLORETTO_LANGUAGE", "")
    if forced in LANGUAGES:
        return forced
    from .words.languages import saved_language, system_language
    chosen = saved_language()           # missing, damaged, unreadable: the system decides
    if chosen is not None:
        return chosen
    try:
        return system_language(environ)
    except Exception:
        return "en"


def _argparse_text(message: str) -> str:
    key = ARGPARSE.get(message)
    text = raw("cli.argparse." + key) if key else None
    return text if isinstance(text, str) else message


def _argparse_plural(singular: str, plural: str, n: int) -> str:
    return singular if n == 1 else plural


def speak(lang: str | None = None) -> str:
    """Choose the language (or use `lang`) and let argparse speak it too."""
    lang = lang if lang in LANGUAGES else choose_language()
    set_language(lang)
    argparse._ = _argparse_text             # argparse looks `_` up when it speaks
    argparse.ngettext = _argparse_plural
    return lang


def say(key: str, **params) -> str:
    """The sentence `key` (under locales/cli.*) in the chosen language."""
    return tr(key, **params)


def save_problem(error) -> str:
    """A save that cannot be read: the loader's precise English, or in another language
    the game's own sentence for that kind of problem (what the window says)."""
    return str(error) if language() == "en" else tr("saves.problem." + error.kind)


def refusal_words(record, error) -> str:
    """Why the rules refused an action: the engine's English, or the game's sentence."""
    if language() == "en" or getattr(error, "refusal", None) is None:
        return str(error)
    from . import games
    return games.of(record).refusal_text(error.refusal)
