"""Saved games: JSON files holding a format header, the setup, every action
and the current state. See docs/save-format.md.

Loading checks a file completely and raises SaveError with a sentence that
names the problem; writing is atomic, so a crash never destroys the old file.
"""
from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path

from .actions import BadAction, from_json as action_from_json
from .check import InvalidState, check_state
from .engine import apply
from .record import GameRecord
from .refusals import IllegalAction
from .state import GameState, SetupError, new_game

FORMAT = "zooloretto-save"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024    # a real save is a few tens of kilobytes


class SaveError(ValueError):
    """A save cannot be read; the message says why, in one sentence."""


def to_json(record: GameRecord) -> dict:
    return {
        "format": FORMAT, "version": VERSION,
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "setup": dict(record.setup), "meta": record.meta,
        "actions": record.actions_json(),
        "state": record.state.to_json(),
    }


def write(record: GameRecord, path) -> Path:
    """Write atomically: a temporary file in the same folder, then a rename."""
    path = Path(path)
    text = json.dumps(to_json(record), indent=1, ensure_ascii=False)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=path.parent or ".")
    try:
        os.chmod(tmp, 0o644)     # mkstemp makes it private; a save is an ordinary file
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path


def read(path) -> GameRecord:
    """Read and verify a save; SaveError names what is wrong."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise SaveError(f"there is no save file {str(path)!r}") from None
    except OSError as e:
        raise SaveError(f"cannot open {str(path)!r}: {e.strerror or e}") from None
    if size > MAX_BYTES:
        raise SaveError(f"{path.name} is {size // 1024} KB, far too large to be a saved game")
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise SaveError(f"cannot read {str(path)!r}: {e.strerror or e}") from None
    return from_bytes(raw, path.name)


def from_bytes(raw: bytes, name: str = "the save") -> GameRecord:
    if not raw.strip():
        raise SaveError(f"{name} is empty")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(f"{name} is not a text file") from None
    except json.JSONDecodeError as e:
        raise SaveError(f"{name} is not valid JSON (damaged or cut short near line {e.lineno})") from None
    except RecursionError:
        raise SaveError(f"{name} is nested too deeply to be a save") from None
    return from_json(data, name)


def from_json(data, name: str = "the save") -> GameRecord:
    from .migrations import migrate
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{name} is not a Zooloretto save")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{name} has no format version")
    if version > VERSION:
        raise SaveError(f"{name} was written by a newer version of the game (format {version}; this one reads up to {VERSION})")
    data = migrate(data, version, name)
    for key, kind in (("setup", dict), ("actions", list), ("state", dict), ("meta", dict)):
        if not isinstance(data.get(key), kind):
            raise SaveError(f"{name} lacks its {key!r} section or it has the wrong shape")
    setup = data["setup"]
    try:
        players, seed = setup["players"], setup["seed"]
        names, removed, start = setup["names"], setup["removed"], setup["start_player"]
        if not (isinstance(seed, int) and isinstance(players, int) and isinstance(start, int)
                and isinstance(names, list) and all(isinstance(n, str) for n in names)
                and isinstance(removed, list)):
            raise TypeError
        replayed = new_game(players, seed, names, removed, start)
    except (KeyError, TypeError):
        raise SaveError(f"{name} has a damaged setup section") from None
    except SetupError as e:
        raise SaveError(f"{name} has an impossible setup: {e}") from None
    try:
        state = GameState.from_json(data["state"])
        check_state(state)
        json.dumps(state.to_json())
    except InvalidState as e:
        raise SaveError(f"{name} breaks the rules: {e}") from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        raise SaveError(f"{name} has a damaged state section") from None
    actions = []
    for n, raw in enumerate(data["actions"], 1):
        try:
            action = action_from_json(raw)
            apply(replayed, action)
        except BadAction as e:
            raise SaveError(f"{name}: action {n} cannot be read: {e}") from None
        except IllegalAction as e:
            raise SaveError(f"{name}: action {n} of the history is illegal: {e}") from None
        actions.append(action)
    if replayed.to_json() != state.to_json():
        raise SaveError(f"{name}: the action history does not lead to the saved position")
    return GameRecord(dict(setup), state, actions, data["meta"])
