"""The hint's reasons (bots/explain.py: catalog keys and values) in the player's language.

Each value is said by its name, as explain.KEYS promises: an enclosure by its size,
an animal by its name, points and coins counted in the language's plural forms, a
truck by the number the board shows. Each sentence starts with a capital letter
(a French enclosure's name begins with "l'", a Russian one in lower case).
"""
from __future__ import annotations

import logging

from ..game_log import animal_name, cost_text, pen_name
from ..text import tr

log = logging.getLogger("zooloretto")

SAY = {
    "pen": pen_name,
    "animals": lambda a: animal_name(a, plural=True),
    "animal": animal_name,
    "points": lambda n: tr("game.hint.points", n=n),
    "full": lambda n: tr("game.hint.points", n=n),
    "coins": cost_text,
    "truck": lambda t: t + 1,
    "best": lambda t: t + 1,
}


def say_part(key: str, values: dict) -> str:
    params = {name: SAY.get(name, _same)(value) for name, value in values.items()}
    sentence = tr("game.hint.why." + key, **params)
    return sentence[:1].upper() + sentence[1:]


def say(parts) -> str:
    """The reasons told one after another ("" when there are none)."""
    return " ".join(say_part(key, values) for key, values in parts or ())


def _same(value):
    return value


def explain_hint(view, action):
    """The reasons for a suggested move ([] if they cannot be told: the hint still stands)."""
    from ...zoo.bots.explain import explain     # the bots' package, loaded with the first hint
    try:
        return explain(view, action)
    except Exception:                       # never a traceback for a sentence
        log.exception("the hint's reason could not be worked out")
        return []
