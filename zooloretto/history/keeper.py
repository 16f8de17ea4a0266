"""A file per game in the history folder, so that every game is remembered although the
autosaves are rotated.

At each autosave the session calls keep(path, record) (ui/session.py, _write_autosave):
the history folder's <id>.json becomes the same file as that autosave, a hard link (no
copy, a few microseconds; when the autosave is pruned the history's name keeps the file),
or a copy where the file system has no hard links. The game's id (game_id) is the same
for every file of one game: its game and setup, and meta.game_id when a game carries one
(a practice game started from another one's deal needs it to be a game of its own).

The time a game was played is counted here too, turn end to turn end, in a small file
beside it (<id>.played): gaps longer than AWAY (the player left the table) do not count.
Nothing here ever raises into the game.
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import shutil
import time
from pathlib import Path

from .. import paths

log = logging.getLogger("zooloretto")

AWAY = 5 * 60             # seconds between two turn ends beyond which the player was away
PLAYED = ".played"        # the suffix of the file counting a game's playing time
WRITE_EVERY = 60          # seconds of play gathered before they are written
_last_turn: dict = {}     # game id -> time.monotonic() of its last autosave in this process
_unwritten: dict = {}     # game id -> seconds of play counted but not yet in its file


def game_key(game: str, setup, meta) -> str:
    """The id of a game from its game name, setup and meta (see the module's text)."""
    setup = setup if isinstance(setup, dict) else {}
    own = meta.get("game_id") if isinstance(meta, dict) else None
    canonical = {k: setup.get(k) for k in ("players", "seed", "names", "start_player")}
    canonical["removed"] = sorted(str(a) for a in setup.get("removed") or ())
    canonical["expansions"] = sorted(str(a) for a in setup.get("expansions") or ())
    text = json.dumps([game, canonical, own if isinstance(own, str) else None],
                      sort_keys=True, ensure_ascii=True, default=str)
    return hashlib.sha1(text.encode("ascii")).hexdigest()[:20]


def game_of(record) -> str:
    """"zoo", "dice" or "zoomaka": the game a record holds (the dice and Zoomaka records say so)."""
    game = getattr(record, "game", None)
    return game if isinstance(game, str) else "zoo"


def game_id(record) -> str:
    return game_key(game_of(record), record.setup, record.meta)


def keep(path, record) -> Path | None:
    """`path`, just written as the game's newest autosave, becomes its history file too.
    Returns that file, or None when it could not be made (logged; the game goes on)."""
    try:
        ident = game_id(record)
        folder = paths.ensure(paths.history_dir())
        target = folder / f"{ident}.json"
        spare = folder / f".tmp-{os.urandom(8).hex()}.json"      # paths.remove_leftovers knows the name
        try:
            os.link(path, spare)
        except OSError:                 # no hard links here (FAT, some network shares)
            shutil.copyfile(path, spare)
        try:
            os.replace(spare, target)
        finally:                        # (a rename onto another name of the same file leaves it)
            with contextlib.suppress(OSError):
                os.unlink(spare)
        _count_time(folder, ident, record.state.game_over)
        return target
    except Exception as e:              # the history must never cost a game
        log.warning("keeping the game in the history failed: %s: %s", type(e).__name__, e)
        return None


def _count_time(folder: Path, ident: str, over: bool) -> None:
    """Add the time since this game's last turn end (in this process) to its playing time;
    written to its file once a minute has gathered, and at the game's end."""
    now = time.monotonic()
    last, _last_turn[ident] = _last_turn.get(ident), now
    if last is not None and 0 <= now - last <= AWAY:
        _unwritten[ident] = _unwritten.get(ident, 0.0) + now - last
    if _unwritten.get(ident, 0) < WRITE_EVERY and not (over and _unwritten.get(ident)):
        return
    played = (played_seconds(folder / f"{ident}{PLAYED}") or 0) + int(_unwritten.pop(ident))
    spare = folder / f".tmp-{os.urandom(8).hex()}.json"
    spare.write_text(str(played), encoding="ascii")
    os.replace(spare, folder / f"{ident}{PLAYED}")


def played_seconds(path) -> int | None:
    """The playing time counted in a .played file; None when there is none (or it is not ours)."""
    try:
        with open(path, "rb") as f:
            text = f.read(32)
    except OSError:
        return None
    text = text.strip()
    return int(text) if text.isdigit() and len(text) < 10 else None


def forget(files) -> list:
    """Delete a game's files (and the playing time beside its history file); the files
    that could not be deleted, as (path, error)."""
    failed = []
    for path in files:
        path = Path(path)
        extra = [path.with_suffix(PLAYED)] if path.parent == paths.history_dir() else []
        for target in [path] + extra:
            try:
                target.unlink()
            except FileNotFoundError:
                pass
            except OSError as e:
                failed.append((target, e))
        _last_turn.pop(path.stem, None)
        _unwritten.pop(path.stem, None)
    return failed
