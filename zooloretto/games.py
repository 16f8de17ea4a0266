"""The games the program plays, and each one's rules functions: one small lookup, so the
session, the bot runners, the headless table, the History and the round's summary never
branch on the game.

    rules = games.of(session.record)     # or games.of(state), games.get("dice")
    rules.legal(state), rules.refusal(state, a), rules.undoable(events, ending=...),
    rules.public_view(state), rules.make_bot(level, ...), rules.action_to_json(a), ...

Modules are imported when first asked for (opening the game imports no bot).
No pygame here: the bot process uses it too.
"""
from __future__ import annotations

import importlib

GAMES = ("zoo", "dice", "zoomaka")


class GameRules:
    """One game's rules functions, found by name in its packages on first use."""

    def __init__(self, name: str, word: str, rules: str, bots: str, table: str, state_class: str,
                 record_class: str, score_unit: str):
        self.name, self.table = name, table         # table: the screen that plays it
        self.word = word                 # the command line's `--game` and the menus' menu.game_<word>
        self.lesson = f"zooloretto.lessons.{word}"  # its guided game, "Learn to play"
        self.score_unit = score_unit     # the catalog key of a score's unit ("12 points", "3 sections")
        self._words = f"zooloretto.words.{name}"
        self._portrait = f"zooloretto.ui.{name}.portrait"
        self._rules, self._bots = rules, bots
        self._state_class, self._record_class = state_class, record_class
        self._found: dict = {}       # (module, name) -> the function, looked up once

    def _get(self, module, attr):
        found = self._found.get((module, attr))
        if found is None:            # the table asks for these every frame: import once
            found = self._found[(module, attr)] = getattr(importlib.import_module(module), attr)
        return found

    def legal(self, state) -> list:
        return self._get(self._rules, "legal_actions")(state)

    def refusal(self, state, action):
        return self._get(self._rules, "refusal")(state, action)

    def apply(self, state, action) -> list:
        return self._get(self._rules, "apply")(state, action)

    def undoable(self, events, ending: bool = False) -> bool:
        return self._get(self._rules, "undoable")(events, ending=ending)

    def turn_over(self, events) -> bool:
        """Did this action's events finish a turn? (the rules' TurnEnded event)"""
        return self._get(self._rules, "turn_over")(events)

    @property
    def rules_package(self):
        """The game's rules package itself (legal_actions, apply, refusal, ...)."""
        return importlib.import_module(self._rules)

    def view_module(self):
        """Its rules' view module (public_view, describe)."""
        return importlib.import_module(self._rules + ".view")

    def refusal_text(self, refusal) -> str:
        """The rules' refusal in the player's language (zooloretto/words/<game>.py)."""
        return self._get(self._words, "refusal_text")(refusal)

    def public_view(self, state):
        return self._get(self._rules + ".view", "public_view")(state)

    def gesture_of(self, state, action):
        return self._get(self._rules + ".gestures", "gesture_of")(state, action)

    def action_for(self, state, piece, drop):
        return self._get(self._rules + ".gestures", "action_for")(state, piece, drop)

    def action_to_json(self, action) -> dict:
        return self._get(self._rules + ".actions", "to_json")(action)

    def action_from_json(self, data):
        return self._get(self._rules + ".actions", "from_json")(data)

    def state_from_json(self, data):
        module, name = self._state_class.rsplit(".", 1)
        return getattr(importlib.import_module(module), name).from_json(data)

    @property
    def record_class(self):
        module, name = self._record_class.rsplit(".", 1)
        return getattr(importlib.import_module(module), name)

    def new_record(self, players: int, seed: int = 0, names=None, start_player: int = 0,
                   meta=None, **choices):
        """A new game's record, alike for every game; `choices` are the game's own set-up
        choices (the board game's `removed` and `expansions`), refused by a game without."""
        return self.record_class.create(players, seed, names, start_player, meta, **choices)

    def final_scores(self, state) -> dict:
        """{"players": [{"total", ...the game's own breakdown}], "winners": [seats], ...}"""
        return self._get(self._rules + ".scoring", "final_scores")(state)

    def scoreboard(self, state) -> dict:
        """{"players": [{"name", "points" (now), "animals": {key: count}}], "options": [...]}:
        the one shape of the three games' scores for what shows them all (History,
        Statistics, the round's summary, the replay's chart)."""
        return self._get(self._rules + ".scoring", "scoreboard")(state)

    def portrait(self):
        """The game's pictures and words away from its table (ui/<game>/portrait.py: a
        player's zoo or sheet, the talk, the shared picture's arrangement); pygame's."""
        return importlib.import_module(self._portrait)

    def make_bot(self, level, seed=0, time_budget=1.0, iterations=None):
        return self._get(self._bots, "make_bot")(level, seed=seed, time_budget=time_budget,
                                                  iterations=iterations)

    def __repr__(self):
        return f"GameRules({self.name!r})"


_GAMES = {
    "zoo": GameRules("zoo", "board", "zooloretto.zoo.rules", "zooloretto.zoo.bots", "table",
                     "zooloretto.zoo.rules.state.GameState", "zooloretto.zoo.rules.record.GameRecord",
                     "history.points"),
    "dice": GameRules("dice", "dice", "zooloretto.dice.rules", "zooloretto.dice.bots", "dice_table",
                      "zooloretto.dice.rules.state.DiceState",
                      "zooloretto.dice.rules.record.DiceRecord", "history.points"),
    "zoomaka": GameRules("zoomaka", "zoomaka", "zooloretto.zoomaka.rules", "zooloretto.zoomaka.bots",
                         "zoomaka_table", "zooloretto.zoomaka.rules.state.ZoomakaState",
                         "zooloretto.zoomaka.rules.record.ZoomakaRecord", "history.sections"),
}
WORDS = {rules.word: name for name, rules in _GAMES.items()}    # "board" -> "zoo", the command line's names


def by_word(word: str) -> GameRules:
    """The game the command line and the menus call `word` ("board", "dice", "zoomaka")."""
    return get(WORDS[word]) if word in WORDS else get(word)


def get(name: str) -> GameRules:
    try:
        return _GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known: {', '.join(GAMES)}") from None


def name_of(thing) -> str:
    """"zoo" or "dice": the game of a record, a state or a public view."""
    game = getattr(thing, "game", None)       # a dice record or state says so; the board game's do not
    return game if isinstance(game, str) else "zoo"


def of(thing) -> GameRules:
    own = getattr(thing, "own_rules", None)    # a network joiner's record (ui/net/joining.py)
    return own if own is not None else get(name_of(thing))
