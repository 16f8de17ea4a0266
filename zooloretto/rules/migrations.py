"""Upgrades of older save formats, one step per version.

Version 1 is the first format; a future version N adds a function
`_from_{N-1}` to STEPS and keeps a fixture of version N-1 under tests/fixtures/
(tests/test_bad_saves.py loads every fixture there).
"""

from .save_format import VERSION, SaveError

OLDEST = 1      # the first format this game ever wrote; nothing older exists
STEPS = {}      # version -> function(data) -> data of version + 1


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
