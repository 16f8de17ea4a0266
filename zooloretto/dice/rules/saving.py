"""What the save machinery (zooloretto/rules/saves.py) needs of the dice game.

The loader finds this module by the header's `"game": "dice"`, checks the
layout with the field tables below (each field: a test and the words that say
what it should hold), sets the game up again from the setup, checks the stored
state, replays every action and compares. Nothing here imports the loader.
"""
from __future__ import annotations

from . import components as C
from .actions import BadAction, from_json as action_from_json
from .check import InvalidState, check_state
from .engine import apply
from .record import DiceRecord, game_from_setup
from .refusals import IllegalAction
from .state import DiceState, SetupError

GAME = "dice"
Record = DiceRecord
new_game = game_from_setup
state_from_json = DiceState.from_json

__all__ = ["GAME", "Record", "new_game", "state_from_json", "layout", "with_clean_names", "SetupError",
           "InvalidState", "check_state", "BadAction", "action_from_json", "apply",
           "IllegalAction"]


def _whole(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _texts(v):
    return isinstance(v, list) and all(isinstance(t, str) for t in v)


_COUNT = (lambda v: _whole(v) and 0 <= v <= 999, "a whole number from 0 to 999")
_PLAYERS = (lambda v: _whole(v) and C.MIN_PLAYERS <= v <= C.MAX_PLAYERS,
            f"a whole number from {C.MIN_PLAYERS} to {C.MAX_PLAYERS}")
_SEAT = (lambda v: v is None or (_whole(v) and 0 <= v <= 99), "a seat number or null")
_FLAG = (lambda v: isinstance(v, bool), "true or false")
_TEXTS = (_texts, "a list of texts")

SETUP_FIELDS = {"players": _PLAYERS, "seed": (_whole, "a whole number"), "names": _TEXTS,
                "start_player": _COUNT}
STATE_FIELDS = {
    "seed": (_whole, "a whole number"),
    "sheets": (lambda v: isinstance(v, list), "a list of score sheets"),
    "trucks": (lambda v: isinstance(v, list) and all(_texts(t) for t in v),
               "a list of trucks, each a list of faces"),
    "supply": _COUNT, "rolled": _TEXTS,
    "rolls": (lambda v: _whole(v) and 0 <= v <= 10 ** 6, "a whole number of rolls"),
    "current": _COUNT, "round": (lambda v: _whole(v) and 1 <= v <= 10 ** 6, "a round from 1"),
    "last_taker": _SEAT, "last_round": _FLAG, "game_over": _FLAG,
}
SHEET_FIELDS = {
    "name": (lambda v: isinstance(v, str), "a text"),
    "pens": (lambda v: isinstance(v, dict) and all(_whole(n) and 0 <= n <= 99 for n in v.values()),
             "a number of crossed boxes per animal"),
    "bonuses": _TEXTS, "coins": _COUNT, "barn": _TEXTS,
    "taken": (lambda v: v is None or _texts(v), "null or a list of faces"),
}


def layout(data: dict):
    """(object, fields, where, section) for every part of the save to check, in order."""
    yield data["setup"], SETUP_FIELDS, "setup", "setup"
    yield data["state"], STATE_FIELDS, "state", "state"
    for i, sheet in enumerate(data["state"]["sheets"]):
        yield sheet, SHEET_FIELDS, f"state.sheets[{i}]", "state"


def with_clean_names(data: dict, clean) -> dict:
    """The players' names passed through `clean(name, fallback)` (the loader's rule for
    names read from a file) in the setup and on the sheets alike, so the replay still
    matches; the caller's data is left as it was."""
    setup = dict(data["setup"], names=[clean(n, f"Player {i + 1}")
                                       for i, n in enumerate(data["setup"]["names"])])
    sheets = [dict(s, name=clean(s["name"], f"Player {i + 1}"))
              for i, s in enumerate(data["state"]["sheets"])]
    return dict(data, setup=setup, state=dict(data["state"], sheets=sheets))
