"""Saved games: JSON files holding a format header, the setup, every action
and the current state. See docs/save-format.md.

Loading checks a file completely and raises SaveError with a sentence that
names the problem; writing is atomic, so a crash never destroys the old file.
"""
from __future__ import annotations

import contextlib
import json
import math
import os
import stat
import tempfile
from datetime import datetime, timezone
from pathlib import Path

from .actions import BadAction, from_json as action_from_json
from .check import InvalidState, check_state
from .engine import apply
from .migrations import matches_replay, migrate
from .names import clean_name, safe_text
from .record import GameRecord, game_from_setup
from .refusals import IllegalAction
from .state import GameState, SetupError
from .save_format import FORMAT, MAX_BYTES, SaveError, VERSION, check_lesson  # noqa: F401  (re-exported)

BOM = b"\xef\xbb\xbf"        # old Windows editors start UTF-8 text with it

# The other games a save can hold: the header's "game" names one, and this maps
# it to the module that gives the loader what it needs of that game's rules
# (see zooloretto/dice/rules/saving.py). A save without "game" is the board game.
GAMES = {"dice": "zooloretto.dice.rules.saving", "zoomaka": "zooloretto.zoomaka.rules.saving"}


def to_json(record) -> dict:
    header = {"format": FORMAT, "version": VERSION}
    if getattr(record, "game", None):
        header["game"] = record.game
    return {
        **header,
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "setup": dict(record.setup), "meta": record.meta,
        "actions": record.actions_json(),
        "state": record.state.to_json(),
    }


class SaveTooLarge(OSError):
    """The game is too large to save in a file the loader would read back."""


def dumps(record: GameRecord) -> str:
    """The save's text: indented for people to read while it stays small, compact when large
    (json indents in slow pure Python: a hostile file's long lists took seconds and hundreds of
    MB); SaveTooLarge when even the compact text would be refused by read()."""
    data = to_json(record)
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    if len(text.encode("utf-8")) > MAX_BYTES:
        raise SaveTooLarge(27, "the game is too large to save", None)
    if len(text) <= MAX_BYTES // 16:     # a real save is a few tens of kilobytes
        indented = json.dumps(data, indent=1, ensure_ascii=False)
        text = indented if len(indented.encode("utf-8")) <= MAX_BYTES else text
    return text


def write(record: GameRecord, path, durable: bool = True) -> Path:
    """Write atomically: a temporary file, then a rename; `durable`: fsync'ed first."""
    path = Path(path)
    try:
        text = dumps(record)
    except SaveTooLarge as e:
        raise SaveTooLarge(e.errno, e.strerror, str(path)) from None
    try:
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=path.parent or ".")
    except OSError as e:
        # Name the file the user asked for, not the temporary one.
        raise type(e)(e.errno, e.strerror, str(path)) from None
    try:
        os.chmod(tmp, 0o644)     # mkstemp makes it private; a save is an ordinary file
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            if durable:
                f.flush()
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return path


def read(path) -> GameRecord:
    """Read and verify a save; SaveError names what is wrong."""
    path = Path(path)
    shown = safe_text(str(path), 300)      # a name may hold undecodable bytes or control characters
    name = safe_text(path.name, 200)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise SaveError(f"there is no save file {shown!r}", kind="missing") from None
    except (OSError, ValueError) as e:      # ValueError: a NUL in the name
        raise SaveError(f"cannot open {shown!r}: {getattr(e, 'strerror', None) or e}", kind="unreadable") from None
    if stat.S_ISDIR(info.st_mode):
        raise SaveError(f"{shown!r} is a folder, not a save file", kind="not_a_file")
    if not stat.S_ISREG(info.st_mode):
        # A pipe or a device could block or never end.
        raise SaveError(f"{shown!r} is not an ordinary file", kind="not_a_file")
    if info.st_size > MAX_BYTES:
        raise SaveError(f"{name} is {info.st_size // 1024} KB, far too large to be a saved game", kind="too_large")
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)   # the file may have grown since stat
    except OSError as e:
        raise SaveError(f"cannot read {shown!r}: {e.strerror or e}", kind="unreadable") from None
    if len(raw) > MAX_BYTES:
        raise SaveError(f"{name} is far too large to be a saved game", kind="too_large")
    return from_bytes(raw, name)


def _no_constants(word):
    raise _NotFinite(word)


class _NotFinite(ValueError):
    pass


def from_bytes(raw: bytes, name: str = "the save") -> GameRecord:
    if raw.startswith(BOM):
        raw = raw[len(BOM):]         # old Windows editors start UTF-8 text with a byte-order mark
    elif raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise SaveError(f"{name} is not a text file the game reads: it is UTF-16, saves are UTF-8", kind="not_json")
    if not raw.strip():
        raise SaveError(f"{name} is empty", kind="empty")
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_no_constants)
    except UnicodeDecodeError:
        raise SaveError(f"{name} is not a text file", kind="not_json") from None
    except json.JSONDecodeError as e:
        raise SaveError(f"{name} is not valid JSON (damaged or cut short near line {e.lineno})", kind="not_json") from None
    except RecursionError:
        raise SaveError(f"{name} is nested too deeply to be a save", kind="not_json") from None
    except _NotFinite as e:
        raise SaveError(f"{name} holds {e}, which is not a number a save can contain", kind="not_json") from None
    except ValueError:
        # Python refuses integer literals of thousands of digits.
        raise SaveError(f"{name} holds a number far too long to be part of a save", kind="not_json") from None
    return from_json(data, name)


# The layout of the sections, checked before the rules are: each field with
# a test and the words that say what it should hold. Numbers of the game are
# small; only seeds may be large.
MAX_DEPTH = 32                 # a real save nests 7 deep
MAX_INT = 2 ** 63
BOT_LEVELS = ("easy", "medium", "hard")    # as zooloretto.zoo.bots.LEVELS


def _whole(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _texts(v):
    return isinstance(v, list) and all(isinstance(t, str) for t in v)


_COUNT = (lambda v: _whole(v) and 0 <= v <= 999, "a whole number from 0 to 999")
_SEAT = (lambda v: v is None or (_whole(v) and 0 <= v <= 99), "a seat number or null")
_SEED = (_whole, "a whole number")
_TEXT = (lambda v: isinstance(v, str), "a text")
_TEXTS = (_texts, "a list of texts")
_ROWS = (lambda v: isinstance(v, list) and all(_texts(r) for r in v), "a list of lists of tile names")
_FLAG = (lambda v: isinstance(v, bool), "true or false")

SETUP_FIELDS = {"players": _COUNT, "seed": _SEED, "names": _TEXTS, "removed": _TEXTS,
                "start_player": _COUNT}
STATE_FIELDS = {
    "seed": _SEED, "animals": _TEXTS, "removed": _TEXTS,
    "zoos": (lambda v: isinstance(v, list), "a list of zoos"),
    "trucks": (lambda v: isinstance(v, list), "a list of trucks"),
    "draw_pile": _TEXTS, "end_pile": _TEXTS,
    "offspring": (lambda v: isinstance(v, dict) and all(_COUNT[0](n) for n in v.values()),
                  "a whole number per animal type"),
    "bank": _COUNT, "box": _TEXTS, "pending": _TEXTS, "current": _COUNT,
    "round": (lambda v: _whole(v) and 1 <= v <= 999, "a whole number from 1 to 999"),
    "last_taker": _SEAT, "end_triggered": _FLAG, "game_over": _FLAG,
}
ZOO_FIELDS = {"name": _TEXT, "coins": _COUNT, "pens": _ROWS, "stalls": _ROWS, "barn": _TEXTS,
              "expansions": _COUNT, "expanded": _COUNT, "truck": _SEAT}
# Only in games with expansions (docs/expansions.md); their content is checked by the rules.
OPTIONAL_STATE_FIELDS = {
    "options": _TEXTS,
    "extra": (lambda v: isinstance(v, dict), "an object"),
    "decisions": (lambda v: isinstance(v, list) and all(isinstance(d, dict) for d in v),
                  "a list of objects"),
}
TRUCK_FIELDS = {"tiles": _TEXTS, "blocked": _TEXTS, "taken_by": _SEAT}
# The screen builds its seats from these (zooloretto/ui/session.py): nothing else may be there.
SEAT_FIELDS = {
    "name": _TEXT,
    "kind": (lambda v: v in ("human", "bot"), '"human" or "bot"'),
    "level": (lambda v: v is None or v in BOT_LEVELS, f"null or one of {', '.join(BOT_LEVELS)}"),
    "colour": (lambda v: isinstance(v, list) and len(v) == 3
               and all(_whole(c) and 0 <= c <= 255 for c in v), "three whole numbers from 0 to 255"),
}


def _brief(value) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 24 else text[:20] + "…"


def _check_plain(data, name: str) -> None:
    """Refuse what no save holds and what would break writing it again:
    deep nesting, huge numbers, non-finite floats, text that is not Unicode."""
    stack = [(data, "", 1, "")]
    while stack:
        value, where, depth, key = stack.pop()
        if depth > MAX_DEPTH:
            raise SaveError(f"{name} is nested too deeply to be a save")
        if isinstance(value, dict):
            for k, v in value.items():
                stack.append((k, where, depth, None))
                stack.append((v, f"{where}.{k}" if where else k, depth + 1, k))
        elif isinstance(value, list):
            stack.extend((v, f"{where}[{i}]", depth + 1, key) for i, v in enumerate(value))
        elif isinstance(value, float) and not math.isfinite(value):
            raise SaveError(f"{name} holds an infinite number at {where}")
        elif _whole(value) and abs(value) > MAX_INT and key != "seed":
            raise SaveError(f"{name} holds a number far too large for a save at {where}")
        elif isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise SaveError(f"{name} holds text that is not valid Unicode at {where or 'a key'}") from None


def _check_fields(obj, fields: dict, where: str, section: str, name: str, extra_ok=True) -> None:
    def bad(problem):
        raise SaveError(f"{name} has a damaged {section} section: {problem}")
    if not isinstance(obj, dict):
        bad(f"{where} should be an object, not {_brief(obj)}")
    for key, (ok, words) in fields.items():
        if key not in obj:
            bad(f"{where}.{key} is missing")
        if not ok(obj[key]):
            bad(f"{where}.{key} should be {words}, not {_brief(obj[key])}")
    if not extra_ok:
        for key in obj:
            if key not in fields:
                bad(f"{where} has an unknown field {_brief(key)}")


def _check_layout(data: dict, name: str) -> None:
    for key, kind in (("setup", dict), ("actions", list), ("state", dict), ("meta", dict)):
        if not isinstance(data.get(key), kind):
            raise SaveError(f"{name} lacks its {key!r} section or it has the wrong shape")
    _check_fields(data["setup"], SETUP_FIELDS, "setup", "setup", name)
    _check_optional(data["setup"], {"expansions": _TEXTS}, "setup", name)
    state = data["state"]
    _check_fields(state, STATE_FIELDS, "state", "state", name)
    _check_optional(state, OPTIONAL_STATE_FIELDS, "state", name)
    for i, zoo in enumerate(state["zoos"]):
        _check_fields(zoo, ZOO_FIELDS, f"state.zoos[{i}]", "state", name)
    for i, truck in enumerate(state["trucks"]):
        _check_fields(truck, TRUCK_FIELDS, f"state.trucks[{i}]", "state", name)


def _check_optional(obj, fields: dict, section: str, name: str) -> None:
    for key, (ok, words) in fields.items():
        if key in obj and not ok(obj[key]):
            raise SaveError(f"{name} has a damaged {section} section: "
                            f"{section}.{key} should be {words}, not {_brief(obj[key])}")


def _check_seats(meta: dict, players: int, name: str) -> None:
    seats = check_lesson(meta, name).get("seats", [])
    if not isinstance(seats, list) or len(seats) not in (0, players):
        raise SaveError(f"{name} has a damaged meta section: meta.seats should list one seat per player")
    for i, seat in enumerate(seats):
        _check_fields(seat, SEAT_FIELDS, f"meta.seats[{i}]", "meta", name, extra_ok=False)


def from_json(data, name: str = "the save") -> GameRecord:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{name} is not a Zooloretto save", kind="not_a_save")
    _check_plain(data, name)
    version = data.get("version")
    if not _whole(version):
        raise SaveError(f"{name} has no format version", kind="not_a_save")
    if version > VERSION:
        raise SaveError(f"{name} was written by a newer version of the game (format {version}; this one reads up to {VERSION})", kind="newer")
    data = migrate(data, version, name)
    if "game" in data:
        return _from_json_of(_game_rules(data["game"], name), data, name)
    _check_layout(data, name)
    data = _with_clean_names(data)
    setup = data["setup"]
    try:
        replayed = game_from_setup(setup)       # a new deal, or Play from here's moment
    except SetupError as e:
        raise SaveError(f"{name} has an impossible setup: {e}", kind="breaks_rules") from None
    try:
        state = GameState.from_json(data["state"])
        if state.options != replayed.options:
            raise InvalidState("the expansions of the position differ from those of the setup")
        check_state(state)
    except InvalidState as e:
        raise SaveError(f"{name} breaks the rules: {e}", kind="breaks_rules") from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        raise SaveError(f"{name} has a damaged state section") from None
    actions = []
    for n, raw in enumerate(data["actions"], 1):
        try:
            action = action_from_json(raw)
        except BadAction as e:
            raise SaveError(f"{name}: action {n} cannot be read: {e}", kind="history") from None
        except TypeError:     # e.g. a "type" that is a list: not a name at all
            raise SaveError(f"{name}: action {n} cannot be read: its type is not a name", kind="history") from None
        try:
            apply(replayed, action)
        except IllegalAction as e:
            raise SaveError(f"{name}: action {n} of the history is illegal: {e}", kind="history") from None
        actions.append(action)
    if not matches_replay(state, replayed, data["state"]):
        raise SaveError(f"{name}: the action history does not lead to the saved position", kind="history")
    _check_seats(data["meta"], state.num_players, name)
    setup = {k: v for k, v in setup.items() if k != "expansions"}   # named as the game names them:
    setup.update({"expansions": list(state.options)} if state.options else {})  # no repeats
    return _record(GameRecord, setup, state, actions, data["meta"], name)


def _record(make, setup, state, actions, meta, name):
    """The loaded record, its seats' names made safe; refused if it could not be saved again."""
    if meta.get("seats"):
        meta = dict(meta, seats=[dict(seat, name=clean_name(seat["name"], f"Player {i + 1}"))
                                 for i, seat in enumerate(meta["seats"])])
    record = make(dict(setup), state, actions, meta)
    try:
        dumps(record)
    except SaveTooLarge:
        raise SaveError(f"{name} is too large for the game to save again", kind="too_large") from None
    return record


def _with_clean_names(data: dict) -> dict:
    """The players' names as a name may be (rules/names.py), in the setup and in the
    zoos alike, so the replay still matches; the caller's data is left as it was."""
    setup = dict(data["setup"], names=[clean_name(n, f"Player {i + 1}")
                                       for i, n in enumerate(data["setup"]["names"])])
    zoos = [dict(z, name=clean_name(z["name"], f"Player {i + 1}"))
            for i, z in enumerate(data["state"]["zoos"])]
    return dict(data, setup=setup, state=dict(data["state"], zoos=zoos))


def _game_rules(game, name: str):
    import importlib
    if not isinstance(game, str) or game not in GAMES:
        raise SaveError(f"{name} holds a game this version does not know ({_brief(game)})", kind="not_a_save")
    return importlib.import_module(GAMES[game])


def _from_json_of(rules, data: dict, name: str):
    """Load a save of a registered game: the same checks and replay as the board game's."""
    for key, kind in (("setup", dict), ("actions", list), ("state", dict), ("meta", dict)):
        if not isinstance(data.get(key), kind):
            raise SaveError(f"{name} lacks its {key!r} section or it has the wrong shape")
    for obj, fields, where, section in rules.layout(data):
        _check_fields(obj, fields, where, section, name)
    data = rules.with_clean_names(data, clean_name)
    try:
        replayed = rules.new_game(data["setup"])
    except rules.SetupError as e:
        raise SaveError(f"{name} has an impossible setup: {e}", kind="breaks_rules") from None
    try:
        state = rules.state_from_json(data["state"])
        rules.check_state(state)
    except rules.InvalidState as e:
        raise SaveError(f"{name} breaks the rules: {e}", kind="breaks_rules") from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        raise SaveError(f"{name} has a damaged state section") from None
    actions = []
    for n, raw in enumerate(data["actions"], 1):
        try:
            action = rules.action_from_json(raw)
        except (rules.BadAction, TypeError) as e:
            raise SaveError(f"{name}: action {n} cannot be read: {e}", kind="history") from None
        try:
            rules.apply(replayed, action)
        except rules.IllegalAction as e:
            raise SaveError(f"{name}: action {n} of the history is illegal: {e}", kind="history") from None
        actions.append(action)
    if not matches_replay(state, replayed, data["state"]):
        raise SaveError(f"{name}: the action history does not lead to the saved position", kind="history")
    _check_seats(data["meta"], state.num_players, name)
    setup = {k: v for k, v in data["setup"].items() if k in (*rules.SETUP_FIELDS, *getattr(rules, "OPTIONAL_SETUP_FIELDS", ()))}
    return _record(rules.Record, setup, state, actions, data["meta"], name)
