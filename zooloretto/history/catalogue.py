"""Every game on this computer, one row each, newest first: from the history folder (a file
per game, keeper.py), the player's saves and the autosaves.

Reading a save verifies it by replaying every action (some 6 ms for a whole game), so the
rows are cached in the history folder's index.json, keyed by each file's inode, size and
modification time: opening the History reads only the files that are new or changed since
(a hard link and its autosave are one file, read once). A file that cannot be read (damaged,
hostile, not a save) is remembered as such and passed over; it never stops the scan.
The index is only a cache: a damaged or deleted one is built again.
"""
from __future__ import annotations

import json
import logging
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from .. import jsonfile, paths
from .keeper import PLAYED, played_seconds
from .summary import row_ok, summarize

log = logging.getLogger("zooloretto")

INDEX = "index.json"
# 2: Zoomaka games have rows (version 1 remembered them as damaged files: read them again)
# 3: rows say whether the game is a lesson (Learn to play): read every file again
FORMAT, VERSION = "zooloretto-history-index", 3
MAX_INDEX_BYTES = 64 * 1024 * 1024      # some 500 bytes a game
KIND_ORDER = {"history": 0, "autosave": 1, "save": 2}     # the same moment: the history's file first


@dataclass
class Game:
    """One game: the row of its newest file, and every file that holds it."""
    id: str
    row: dict
    newest: str                 # its newest file (what Continue and Replay open)
    saved: float                # that file's time, seconds since the epoch
    every: tuple = ()           # every file that holds it (names: a Path each costs)
    played: int | None = None   # seconds of play counted by the keeper, if known

    @property
    def path(self) -> Path:
        return Path(self.newest)

    @property
    def files(self) -> list:
        return [Path(f) for f in self.every]

    @property
    def game(self) -> str:
        return self.row["game"]

    @property
    def finished(self) -> bool:
        return self.row["finished"]

    @property
    def seats(self) -> list:
        return self.row["seats"]

    def has_player(self, name: str) -> bool:
        key = name_key(name)
        return any(s["kind"] == "human" and name_key(s["name"]) == key for s in self.seats)


@dataclass
class Catalogue:
    games: list                 # Game, newest first
    problems: list              # (path, kind) of the files that could not be read


def name_key(name: str) -> str:
    """People are told apart by name, whatever its case or surrounding spaces."""
    return " ".join(name.split()).casefold()


def sources() -> list:
    """(kind, path) of every file that may hold a game, and of the history's playing times."""
    found = []
    for kind, folder, ok in (("history", paths.history_dir(),
                              lambda n: (n.endswith(".json") and n != INDEX) or n.endswith(PLAYED)),
                             ("save", paths.saves_dir(), lambda n: n.endswith(".json")),
                             ("autosave", paths.autosave_dir(),
                              lambda n: n.startswith("autosave-") and n.endswith(".json"))):
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        folder = str(folder)
        found += [(kind, os.path.join(folder, n)) for n in names if ok(n) and not n.startswith(".")]
    return found


def _key(info) -> str:
    return f"{info.st_ino}:{info.st_size}:{info.st_mtime_ns}"


def _read(path: str) -> dict:
    """{"row": ...} of a save, {"played": seconds} of a playing time, or {"problem": kind}
    when the file cannot be read."""
    if path.endswith(PLAYED):
        return {"played": played_seconds(path) or 0}
    from ..zoo.rules.saves import SaveError, read
    try:
        return {"row": summarize(read(Path(path)))}
    except SaveError as e:
        return {"problem": e.kind}
    except Exception as e:      # a bug or a file beyond the loader's guards: passed over
        log.warning("history: %s could not be read: %s: %s", os.path.basename(path), type(e).__name__, e)
        return {"problem": "damaged"}


def _load_index() -> dict:
    try:
        raw = jsonfile.read_bytes(paths.history_dir() / INDEX, MAX_INDEX_BYTES)
        data = json.loads(raw.decode("utf-8"))      # every entry is checked as it is used
    except (jsonfile.FileProblem, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION \
            or not isinstance(data.get("files"), dict):
        return {}
    return data["files"]


def _entry_ok(entry) -> bool:
    if type(entry) is not dict:
        return False
    if "row" in entry:
        return row_ok(entry["row"])
    if "played" in entry:
        played = entry["played"]
        return type(played) is int and 0 <= played < 10 ** 9
    return type(entry.get("problem")) is str and len(entry["problem"]) <= 20


def _write_index(files: dict) -> None:
    folder = paths.history_dir()
    try:
        paths.ensure(folder)
        spare = folder / f".tmp-{os.urandom(8).hex()}.json"
        spare.write_text(json.dumps({"format": FORMAT, "version": VERSION, "files": files},
                                    separators=(",", ":"), ensure_ascii=False), encoding="utf-8")
        os.replace(spare, folder / INDEX)
    except OSError as e:        # a read-only folder: the next scan reads the saves again
        log.info("history: the index could not be written: %s", e)


def scan(progress=None) -> Catalogue:
    """Every game, newest first; `progress(done, total)` is told as files are read.
    Never raises for a file's sake."""
    cached = _load_index()
    index, rows, problems, played = {}, [], [], {}
    listed = sources()
    for done, (kind, path) in enumerate(listed, 1):
        try:
            info = os.stat(path)
        except (OSError, ValueError):
            continue
        key = _key(info)
        entry = cached.get(key)
        if not _entry_ok(entry):
            entry = _read(path) if stat.S_ISREG(info.st_mode) else {"problem": "not_a_file"}
        index[key] = entry
        if progress is not None:
            progress(done, len(listed))
        if "row" in entry:
            rows.append((entry["row"], kind, path, info.st_mtime))
        elif "played" in entry:
            played[os.path.basename(path)[:-len(PLAYED)]] = entry["played"]
        else:
            problems.append((Path(path), entry["problem"]))
    if index.keys() != cached.keys():
        _write_index(index)
    return Catalogue(_games(rows, played), problems)


def _games(rows, played) -> list:
    by_id: dict = {}
    for row, kind, path, mtime in rows:
        by_id.setdefault(row["id"], []).append((mtime, row["actions"], -KIND_ORDER[kind], row, path))
    games = []
    for ident, found in by_id.items():
        found.sort(key=lambda f: f[:3], reverse=True)          # newest, longest, the history's
        mtime, _, _, row, path = found[0]
        games.append(Game(ident, row, path, mtime, tuple(sorted({f[4] for f in found})), played.get(ident) or None))
    games.sort(key=lambda g: (g.saved, g.id), reverse=True)
    return games


def people(games) -> list:
    """The names of the people who played, each once (its latest spelling), most games first."""
    counts: dict = {}
    for g in reversed(games):                   # oldest first: the latest spelling stays
        for s in g.seats:
            if s["kind"] == "human":
                key = name_key(s["name"])
                n = counts.get(key, (0, ""))[0]
                counts[key] = (n + 1, s["name"])
    return [name for _, name in sorted(counts.values(), key=lambda c: (-c[0], name_key(c[1])))]


def select(games, player: str | None = None, game: str | None = None) -> list:
    """The games of one person (by name) and/or of one game ("zoo", "dice" or "zoomaka")."""
    return [g for g in games if (game is None or g.game == game)
            and (player is None or g.has_player(player))]
