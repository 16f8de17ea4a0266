"""The dice game's names (the dice's faces) and the rules' refusals, in the player's
language: the dice table and the command line say them alike."""
from __future__ import annotations

from ..zoo.rules.names import safe_text
from .text import tr

FACES = ("crocodile", "ostrich", "monkey", "elephant", "lion", "coin")


def face(name: str) -> str:
    return tr("dice.face." + name) if name in FACES else safe_text(str(name), 20)


def refusal_text(refusal) -> str:
    """A refusal of the dice rules, in the player's words."""
    params = dict(refusal.params)
    if "face" in params:
        params["face"] = face(params["face"])
    if "truck" in params and isinstance(params["truck"], int):
        params["truck"] = params["truck"] + 1
    text = tr("dice.refusal." + refusal.code, **params)
    return str(refusal) if text.startswith("dice.refusal.") else text
