"""Upgrades of older save formats, one step per version.

Version 1 is the first format; a version N adds a function `_from_{N-1}` to
STEPS and keeps a fixture of version N-1 under tests/fixtures/
(tests/test_bad_saves.py loads every fixture there).
"""

from .save_format import VERSION, SaveError

OLDEST = 1      # the first format this game ever wrote; nothing older exists

# What a state keeps since format 2 and a state of format 1 does not say: where the
# pieces still to be placed sit (the board game's tiles being unloaded, the dice
# game's rolled dice). The loader takes them from the replay of the history.
REPLAYED = ("pending_slots", "rolled_slots")


def _from_1(data: dict) -> dict:
    """Format 2 keeps where the pieces still to be placed sit (state.pending_slots, the
    dice game's state.rolled_slots), and a Place or Load may name the space its tile or die
    is taken from ("slot"). Nothing of format 1 changes meaning: its states lack the
    places, which the loader takes from the replay (matches_replay)."""
    return data


def _from_2(data: dict) -> dict:
    """Format 3 plays the board game's action A in two steps, as the book has it: the tile
    is revealed, then put on a truck chosen after it was seen. Each draw of format 2
    ({"type": "draw", "truck": t}) is that reveal and that load; the states read alike
    (no tile is ever waiting between the steps in a format-2 save). The other games'
    saves do not change."""
    if "game" in data:
        return data
    actions = data["actions"]
    if not isinstance(actions, list):
        raise TypeError("the actions are not a list")
    upgraded = []
    for a in actions:
        if isinstance(a, dict) and a.get("type") == "draw" and set(a) == {"type", "truck"}:
            upgraded += [{"type": "reveal"}, {"type": "load", "truck": a["truck"]}]
        else:
            upgraded.append(a)
    return dict(data, actions=upgraded)


STEPS = {1: _from_1, 2: _from_2}      # version -> function(data) -> data of version + 1


def migrate(data: dict, version: int, name: str) -> dict:
    """Bring `data` of `version` up to the current format, or refuse it."""
    if version < OLDEST:
        raise SaveError(f"{name} claims format {version}, older than any this game ever wrote", kind="older")
    while version < VERSION:
        step = STEPS.get(version)
        if step is None:
            raise SaveError(f"{name} is in format {version}, which this version of the game cannot upgrade", kind="older")
        try:
            data = step(data)
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            raise SaveError(f"{name} is in format {version} but damaged, so it cannot be upgraded") from None
        version += 1
    return data


def matches_replay(state, replayed, stored: dict) -> bool:
    """Does the replay of the history end in the loaded `state` (read from `stored`)?
    Where a state does not say where its pieces still to be placed sit (REPLAYED), they
    sit where the replay puts them."""
    for name in REPLAYED:
        if name not in stored and hasattr(replayed, name):
            setattr(state, name, getattr(replayed, name))
    return replayed.to_json() == state.to_json()
