"""A game being played on screen: the record, who sits where, saving, undo.

The session never decides a rule: it asks the rules engine and remembers.
"""
from __future__ import annotations

import copy
import errno
import logging
import os
import random
import re
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from .. import paths
from ..seats import seat_colour
from ..history import keeper
from . import autosaver
from .. import games
from .autosaver import _LAST_NUMBER, _autosave_number, _autosaves, latest_autosave  # noqa: F401 (old home)
from ..zoo.rules.record import GameRecord
from ..zoo.rules import saves
from ..zoo.rules.names import safe_text, windows_reserved
from .text import tr

log = logging.getLogger("zooloretto")

AUTOSAVES_KEPT = 5


@dataclass
class Seat:
    name: str
    kind: str = "human"          # "human" or "bot"
    level: str | None = None     # bot level: "easy", "medium", "hard"
    colour: tuple = (200, 80, 60)

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


class BadSaveName(OSError):
    """A name no file can have on this system (the Save dialog shows its sentence)."""


class GameSession:
    """A game of either kind: `game` is "zoo" (the board game) or "dice"; `rules` is that
    game's rules functions (zooloretto/games.py), which legal/play/undo use."""

    watching = False     # a replay's session (ui/replay/watch.py): shown, never played

    def __init__(self, record: GameRecord, path: Path | None = None):
        self.record = record
        self.path = path                  # the file it was loaded from or saved as
        self.rules = games.of(record)
        players = getattr(record.state, "zoos", None) or getattr(record.state, "sheets", None) \
            or record.state.players        # the board game's zoos, the dice sheets, Zoomaka's players
        self.seats = [Seat(**{**s, "colour": tuple(s.get("colour") or seat_colour(i))})
                      for i, s in enumerate(record.meta.get("seats", []))] or \
                     [Seat(z.name) for z in players]
        if len({seat.colour for seat in self.seats}) < len(self.seats):
            # no colour saved, or one for all (older command-line saves): the seats' own
            for i, seat in enumerate(self.seats):
                seat.colour = seat_colour(i)
        self._undo: list = []             # (state copy, actions length) before each undoable step
        self.confirm_turns = False        # the table sets it: a person's turn waits for "End turn"
        self.unconfirmed = None           # the seat whose finished turn may still be taken back
        self._autosave_failures = 0       # the first is told to the player (autosave_notice), all logged
        self._notice: str | None = None
        # The actions and lesson progress the newest file of this game holds (None: no file
        # yet); leaving the table writes the game again only when they differ.
        self._on_disk: tuple | None = self._as_on_disk() if path is not None else None

    def colour(self, seat: int) -> tuple:
        """A seat's colour (distinct per seat: made so above); the palette's past the seats."""
        return tuple(self.seats[seat].colour) if 0 <= seat < len(self.seats) else seat_colour(seat)

    # Creating and loading ----------------------------------------------------
    @classmethod
    def new(cls, seats: list, seed: int | None = None, removed=None,
            start_player: int = 0, expansions=None, game: str = "zoo") -> "GameSession":
        """A new game for these seats: the board game ("zoo", `expansions` naming the
        expansions switched on) or the dice game (game="dice"; 2 to 4 seats)."""
        if seed is None:
            seed = random.SystemRandom().randrange(1, 10**9)
        meta = {"seats": [dict(asdict(s), colour=list(s.colour)) for s in seats]}
        names = [s.name for s in seats]
        record = games.get(game).new_record(len(seats), seed, names, start_player, meta,
                                            removed=removed, expansions=expansions)
        return cls(record)

    @property
    def game(self) -> str:
        """"zoo" (the board game) or "dice"."""
        return self.rules.name

    @classmethod
    def load(cls, path) -> "GameSession":
        """Raises saves.SaveError with a sentence for the player."""
        record = saves.read(path)
        session = cls(record, Path(path))
        session._undo = _undo_steps(record, session.rules)
        return session

    # Playing -----------------------------------------------------------------
    @property
    def state(self):
        return self.record.state

    def legal(self) -> list:
        return self.rules.legal(self.state)

    def current_seat(self) -> Seat:
        return self.seats[self.state.current]

    def play(self, action) -> list:
        """Apply an action (IllegalAction if refused). When the rules say the action
        finished a turn (rules.turn_over), the game is on disk before this returns.

        Inside an unloading every step may be taken back (rules: undoable). With
        confirm_turns, so may the step of a person that ends the turn without bringing
        anything hidden to light, until confirm_turn() (or the next move) says it stands.
        """
        if self.unconfirmed is not None:
            self.confirm_turn()
        before = self.state.copy(), len(self.record.actions)
        player = self.state.current
        events = self.record.play(action)
        ended = self.rules.turn_over(events)
        undoable = self.rules.undoable
        if undoable(events) and not ended:
            self._undo.append(before)     # inside a turn: nothing hidden revealed
        elif ended and self.confirm_turns and not self.seats[player].is_bot \
                and undoable(events, ending=True):
            self._undo.append(before)
            self.unconfirmed = player
        else:
            self._undo.clear()
        if ended:
            self.autosave_turn()
        return events

    def confirm_turn(self) -> None:
        """The finished turn stands: it can no longer be taken back."""
        if self.unconfirmed is not None:
            self.unconfirmed = None
            self._undo.clear()

    def can_undo(self) -> bool:
        return bool(self._undo) and (self.unconfirmed is not None or not self.current_seat().is_bot)

    def undo(self) -> bool:
        """Take back the last placement (or the truck itself) of an unloading, or the
        step that ended a turn not yet confirmed."""
        if not self.can_undo():
            return False
        state, n = self._undo.pop()
        self.record.state = state
        del self.record.actions[n:]
        self.unconfirmed = None
        return True

    # Saving ------------------------------------------------------------------
    @staticmethod
    def save_path(name: str) -> Path:
        """The file a save called `name` goes to (characters no file system likes replaced);
        BadSaveName (an OSError) for a name no file can have here."""
        # only what some file system refuses is replaced: <>:"/\\|?* and control characters
        safe = re.sub(r'[<>:"/\\|?*\x00-\x1f\x7f]+', "-", name)[:60].strip(" .") or "game"
        if windows_reserved(safe):       # "CON", "nul", "Com1", "CON.txt": devices on Windows
            safe = "game " + safe
        try:
            os.fsencode(safe)            # a lone surrogate, or a character the file system's
        except UnicodeError:             # encoding lacks: no file can have that name
            raise BadSaveName(errno.EINVAL, tr("menu.error_save_name_chars")) from None
        return paths.saves_dir() / f"{safe}.json"

    def save_as(self, name: str) -> Path:
        """Save under `name`; the name as typed is kept in the save (the Load screen's title)."""
        paths.ensure(paths.saves_dir())
        self.record.meta["title"] = safe_text(name.strip(), 60)
        self.path = saves.write(self.record, self.save_path(name))
        return self.path

    def autosave_turn(self) -> Path | None:
        """A turn finished: write the game as the next autosave before the table goes on.

        The file is complete and renamed into place here (about a millisecond), so a
        process killed a moment later loses nothing; making it durable against a power
        cut (fsync) and pruning old autosaves wait on the writer thread (ui/autosaver.py).
        Never raises: a failure is logged and told once (autosave_notice)."""
        try:
            path = _write_autosave(self.record, paths.autosave_dir(), durable=False)
        except Exception as e:      # a failed autosave must never end the game
            self.autosave_failed(e)
            return None
        self._on_disk = self._as_on_disk()

        def settle():
            try:
                autosaver.make_durable(path)
            except Exception as e:
                self.autosave_failed(e)     # logged, and told at the table (autosave_notice)
                raise
            _prune(path.parent)
        autosaver.submit(settle, "fsync and prune")
        return path

    def autosave(self) -> Path | None:
        """Write an autosave now, durably, after any queued work, and keep only the
        last few; the file, or None if it could not be written. Never raises."""
        autosaver.flush()
        try:
            path = _write_autosave(self.record, paths.autosave_dir())
        except Exception as e:      # a failed autosave must never end the game
            self.autosave_failed(e)
            return None
        self._on_disk = self._as_on_disk()
        return path

    def unsaved(self) -> bool:
        """Does the game differ from its newest file (a turn half played, a step taken back)?"""
        if self._on_disk is None:
            # never written: worth a file once a move is played or a lesson's note read
            lesson = self.record.meta.get("lesson")
            read = isinstance(lesson, dict) and bool(lesson.get("step") or lesson.get("told"))
            return bool(self.record.actions) or read
        return self._on_disk != self._as_on_disk()

    def _as_on_disk(self) -> tuple:
        """What a file keeps that leaving must not lose: the actions, and a lesson's
        progress (a note read with Next moves it without a move: Continue resumes after it)."""
        return list(self.record.actions), copy.deepcopy(self.record.meta.get("lesson"))

    def save_on_leaving(self) -> Path | None:
        """The table is left (the pause menu, the window closed, the program ending):
        write the game as it stands, a half-unloaded truck included, unless the newest
        file already holds exactly it."""
        return self.autosave() if self.unsaved() else None

    @staticmethod
    def flush() -> list:
        """Wait until every queued autosave is on disk; the failures so far."""
        return autosaver.flush()

    def autosave_failed(self, error: BaseException) -> None:
        """Log a failed autosave; the first one is also kept to tell the player."""
        self._autosave_failures += 1
        log.warning("autosave %d of this game failed: %s: %s", self._autosave_failures,
                    type(error).__name__, error)
        if self._autosave_failures == 1:
            full = getattr(error, "errno", None) in (errno.ENOSPC, getattr(errno, "EDQUOT", -1))
            # kept as the catalog's key, said in the language of the moment it is shown
            self._notice = ("game.autosave_full", {}) if full else \
                ("game.autosave_failed", {"folder": safe_text(str(paths.autosave_dir()), 80)})

    def autosave_notice(self) -> tuple | None:
        """(catalog key, its values) of the sentence telling the player autosaving failed,
        once; None otherwise. tr(key, **values) says it in the player's language."""
        notice, self._notice = self._notice, None
        return notice


def _write_autosave(record, folder: Path, durable: bool = True) -> Path:
    """Write `record` as the next autosave in `folder` (raises on failure); a durable write
    also prunes the oldest (else the caller does, after making it durable).

    Files are numbered, not ordered by the clock: a clock set back (or the
    hour repeated when summer time ends) must never make the newest
    autosave look oldest and be deleted.
    """
    paths.ensure(folder)
    existing = _autosaves(folder)
    number = _autosave_number(existing[-1]) + 1 if existing else 1
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    n = len(record.actions)
    path = saves.write(record, folder / f"autosave-{number:08d}-{stamp}-{n:05d}.json",
                       durable=durable)
    keeper.keep(path, record)      # every game remembered past the rotation (zooloretto/history)
    if durable:
        _prune(folder)
    return path


def _prune(folder: Path) -> None:
    """Keep the newest few autosaves."""
    for old in _autosaves(folder)[:-AUTOSAVES_KEPT]:
        try:
            old.unlink(missing_ok=True)
        except OSError:
            pass


def _undo_steps(record, rules) -> list:
    """The undo steps of a turn in progress in a loaded game (an unloading, a die loaded),
    rebuilt by replaying its actions, so Undo works after a load as before the save."""
    if not getattr(record.state, "pending", True) or not record.actions:
        return []
    try:
        state, steps = record.replay(0), []
        for n, action in enumerate(record.actions):
            before, player = state.copy(), state.current
            events = rules.apply(state, action)
            keep = rules.undoable(events) and state.current == player and not state.game_over
            steps = steps + [(before, n)] if keep else []
    except Exception:       # a record that does not replay: no undo, never a failed load
        return []
    return steps
