"""The autosaves' writer thread, their names, and the newest of them.

A finished turn is written by the UI thread itself (GameSession.autosave_turn:
JSON, a temporary file, a rename; about a millisecond), so a process killed a
moment later has lost nothing. What may take long is done here, in order, on one
background thread: fsync of the new file and its folder (a power cut), and the
pruning of old autosaves.

The autosaves' names and the newest of them live here too: the title screen
asks for them without importing the rules.

`flush()` waits until everything asked for is on disk; the game calls it when
a table is left and when the window closes, so nothing is lost. A failed write
never stops the game: it is kept in `errors`, and the session logs it and tells
the player once (GameSession.autosave_failed, autosave_notice).
"""
from __future__ import annotations

import logging
import os
import queue
import re
import threading
from pathlib import Path

from .. import paths

log = logging.getLogger("zooloretto")

_queue: queue.Queue = queue.Queue()
_thread = None
_lock = threading.Lock()
errors: list = []            # (job name, exception) of every failed write, oldest first


def submit(job, name: str = "autosave") -> None:
    """Run `job()` on the writer thread after every job submitted before it."""
    global _thread
    with _lock:
        if _thread is None or not _thread.is_alive():
            _thread = threading.Thread(target=_work, name="autosave", daemon=True)
            _thread.start()
    _queue.put((name, job))


def _work():
    while True:
        name, job = _queue.get()
        try:
            job()
        except Exception as e:          # kept, never raised into the game (the job tells
            errors.append((name, e))    # the player itself: GameSession.autosave_failed)
            log.info("%s failed: %s", name, e)
        finally:
            _queue.task_done()


def make_durable(path: Path) -> None:
    """fsync a file written without it, and its folder (the rename), on POSIX systems.
    A file already gone was pruned: newer autosaves followed it, nothing to keep."""
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    if os.name == "posix":          # a folder cannot be opened for fsync on Windows
        fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def flush() -> list:
    """Wait until every submitted job is done; the failures so far."""
    _queue.join()
    return list(errors)


def pending() -> int:
    """Jobs submitted and not yet done (tests)."""
    return _queue.unfinished_tasks


# Ours have 8 digits (older builds: the date, YYYYMMDD). A file with a longer
# number is not ours and is left alone; a stray file's large number is capped,
# so the next number always fits its file name.
_AUTOSAVE_NAME = re.compile(r"autosave-(\d{1,9})-.*\.json")
_LAST_NUMBER = 10 ** 9 - 1


def _autosave_number(path: Path) -> int:
    # Older builds named autosaves by date (autosave-YYYYMMDD-…): the date is
    # a number too, so a numbered autosave written after them follows them.
    return min(int(_AUTOSAVE_NAME.fullmatch(path.name).group(1)), _LAST_NUMBER - 1)


def _autosaves(folder: Path) -> list:
    """The autosaves in `folder`, oldest first."""
    try:
        found = [p for p in folder.iterdir() if _AUTOSAVE_NAME.fullmatch(p.name)]
    except OSError:
        return []
    return sorted(found, key=lambda p: (_autosave_number(p), p.name))


def latest_autosave() -> Path | None:
    """The newest autosave on disk, once the queued work is done."""
    files = autosaves_newest_first()
    return files[0] if files else None


def autosaves_newest_first() -> list:
    """Every autosave on disk, newest first (Continue falls back to an older one when the
    newest cannot be read, say after a power cut)."""
    flush()
    return _autosaves(paths.autosave_dir())[::-1]
