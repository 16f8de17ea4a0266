"""What the games' pure packages share (no pygame, no UI, no game rules): the refusal
value and its exception, the vocabulary of places, events and actions (a place on the
table, a registry of type names, their JSON forms), the bots' common base, their reasons and
their level factory."""
from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field, fields


@dataclass(frozen=True, slots=True)
class Place:
    """A place on a game's table: an area, and the seat, index and slot that name it there.
    Each game's `Loc` is its subclass (`__slots__ = ()`), so its places compare with its own
    only and it reads its own areas from JSON."""
    area: str
    seat: int | None = None
    index: int | None = None
    slot: int | None = None

    def whole(self) -> "Place":
        """The same place without its slot (the whole truck, enclosure, section...)."""
        return self if self.slot is None else type(self)(self.area, self.seat, self.index)

    def to_json(self) -> dict:
        d = {"area": self.area}
        for name in ("seat", "index", "slot"):
            value = getattr(self, name)
            if value is not None:
                d[name] = value
        return d


class Registry(dict):
    """Type name -> class, each name once: `@EVENT_TYPES` registers an event class under its
    `type` (a second class of the same name is a mistake, raised at import)."""

    def __init__(self, what: str):
        super().__init__()
        self.what = what

    def __call__(self, cls):
        if cls.type in self:
            raise ValueError(f"two {self.what}s named {cls.type!r}")
        self[cls.type] = cls
        return cls


class JsonEvent:
    """The base of a game's events (frozen dataclasses with a `type`): its JSON form names
    the type, a place as its JSON object, a tuple as a list."""
    __slots__ = ()
    type = "event"

    def to_json(self) -> dict:
        d = {"type": self.type}
        for f in fields(self):
            value = getattr(self, f.name)
            d[f.name] = value.to_json() if isinstance(value, Place) else \
                list(value) if isinstance(value, tuple) else value
        return d


def event_from_json(d: dict, types: dict, loc=None):
    """The event of a JSON form made by JsonEvent.to_json: lists back to tuples, and with
    `loc` (the game's place class) a place's object back to a place."""
    cls = types[d["type"]]
    values = {}
    for f in fields(cls):
        value = d[f.name]
        if loc is not None and isinstance(value, dict) and "area" in value:
            value = loc.from_json(value)
        elif isinstance(value, list):
            value = tuple(value)
        values[f.name] = value
    return cls(**values)


def an_action(kind: str) -> str:
    """"a load action", "an entrance action": an action's type in a sentence."""
    return ("an " if kind[:1] in "aeiou" else "a ") + kind + " action"


def action_class(data, types: dict, bad):
    """The action class a JSON form names, its fields checked for names only (each game
    checks their values): `bad` (the game's BadAction) with one sentence otherwise."""
    if not isinstance(data, dict):
        raise bad('an action must be a JSON object with a "type"')
    kind = data.get("type")
    cls = types.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise bad(f"unknown action type {str(kind)[:40]!r}; known: {', '.join(types)}")
    extra = sorted(set(data) - {f.name for f in fields(cls)} - {"type"})
    if extra:
        raise bad(f"{an_action(kind)} has no field {str(extra[0])[:40]!r}")
    return cls


class RefusalBase:
    """Why a game's rules refuse an action: a code, its details, an English sentence.

    Each game subclasses it with its own MESSAGES table (code -> sentence with
    {placeholders}); the code and details let a screen translate the sentence."""
    __slots__ = ("code", "params")
    MESSAGES: dict = {}

    def __init__(self, code: str, **params):
        self.code, self.params = code, params

    def __str__(self) -> str:
        return self.MESSAGES[self.code].format(**self.params)

    def __repr__(self) -> str:
        return f"Refusal({self.code!r}, {self.params!r})"


class IllegalAction(ValueError):
    """Raised by a game's `apply` when its rules refuse an action."""

    def __init__(self, refusal: RefusalBase):
        super().__init__(str(refusal))
        self.refusal = refusal


class Reason(str):
    """A bot's English reason that also carries its kind and its numbers, so a screen can
    say it in the player's language: `code` ("only", "clear", "search", ...) and `details`."""

    def __new__(cls, text: str, code: str = "", **details):
        self = super().__new__(cls, text)
        self.code, self.details = code, details
        return self

    def __reduce__(self):
        return _reason, (str(self), self.code, self.details)


def _reason(text, code, details):
    return Reason(text, code, **details)


def reason_parts(reason):
    """(code, details) of a reason, or None when it has none (a plain string, None)."""
    code = getattr(reason, "code", "")
    return (code, dict(reason.details)) if code else None


def make_level_bot(classes: dict, level: str, seed: int = 0, time_budget: float = 1.0,
                   iterations: int | None = None):
    """A bot of `level` from a game's {level: class} table, its budgets checked."""
    try:
        cls = classes[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(classes)}") from None
    if time_budget is not None and time_budget <= 0:
        raise ValueError("a bot's time budget must be a positive number of seconds")
    if iterations is not None and iterations < 1:
        raise ValueError("a bot's iteration budget must be at least 1")
    return cls(seed=seed, time_budget=time_budget, iterations=iterations)


class BotBase:
    """What every computer player of either game keeps: its seed and budgets, and
    randomness drawn from its seed and the position (never from the game's seed,
    which would reveal the hidden future). Each game's Bot adds choose_with_reason."""
    level = "?"
    rng_tag = ""        # keeps one game's bots from sharing another's random streams

    def __init__(self, seed: int = 0, time_budget: float = 1.0, iterations: int | None = None):
        self.seed = seed
        self.time_budget = time_budget
        self.iterations = iterations

    def choose(self, view):
        return self.choose_with_reason(view)[0]

    def choose_with_reason(self, view):
        raise NotImplementedError

    def rng_for(self, view) -> random.Random:
        data = view.to_json()
        data.pop("seed", None)          # the game's seed would reveal what is hidden
        digest = hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()
        return random.Random(f"{self.rng_tag}{self.level}:{self.seed}:{digest}")

    def __repr__(self):
        return (f"{type(self).__name__}(seed={self.seed}, time_budget={self.time_budget}, "
                f"iterations={self.iterations})")


@dataclass
class RecordBase:
    """A game as a record: its setup, every action since, and the state. The setup and the
    actions replay the game exactly (all chance comes from the seed in the setup); the
    stored state lets a save resume without replaying. A game's record subclasses it and
    names its rules: `game` (a save's header), `apply_action`, `action_to_json`,
    `game_from_setup(setup)` and `names_of(state)` (static)."""
    setup: dict                   # players, seed, names, start_player
    state: object
    actions: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)   # seats for the screen; the rules ignore it

    @classmethod
    def new(cls, players: int, seed: int = 0, names=None, start_player: int = 0, meta=None):
        setup = {"players": players, "seed": seed, "names": names, "start_player": start_player}
        state = cls.game_from_setup(setup)
        setup["names"] = cls.names_of(state)
        return cls(setup, state, [], dict(meta or {}))

    @classmethod
    def create(cls, players: int, seed: int = 0, names=None, start_player: int = 0, meta=None,
               **choices):
        """A new game's record in the shape every game's record has (games.GameRules.
        new_record): `choices` are the game's own set-up choices, of which this game has
        none (a choice left empty or None is no choice)."""
        made = sorted(k for k, v in choices.items() if v)
        if made:
            raise ValueError(f"{cls.game}: no set-up choice {', '.join(made)}")
        return cls.new(players, seed, names, start_player, meta)

    def play(self, action) -> list:
        """Apply a legal action (IllegalAction if not) and remember it."""
        events = self.apply_action(self.state, action)
        self.actions.append(action)
        return events

    def replay(self, upto: int | None = None):
        """The state after the first `upto` actions (all by default), rebuilt from the setup."""
        s = self.game_from_setup(self.setup)
        for a in self.actions[:upto]:
            self.apply_action(s, a)
        return s

    def copy(self):
        return type(self)(dict(self.setup), self.state.copy(), self.actions[:], dict(self.meta))

    def actions_json(self) -> list:
        return [self.action_to_json(a) for a in self.actions]


def start_at_position(setup: dict, build, check, invalid, setup_error):
    """A game that begins at a moment of another (setup["position"], a public view as JSON;
    Play from here): `build(position, seed)` makes its state, `check` its invariants; a
    position that is no game raises `setup_error` with one sentence."""
    try:
        state = build(setup["position"], setup["seed"])
        check(state)
    except invalid as e:
        raise setup_error(f"the starting position breaks the rules: {e}") from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        raise setup_error("the starting position is damaged") from None
    return state
