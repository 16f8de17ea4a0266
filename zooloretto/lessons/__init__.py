"""Guided games ("Learn to play"): what a lesson is, for either game, as plain data.

A lesson is a real game from a fixed seed, and a script of steps:

    Say(key)              a sentence to read; the learner presses Next
    Do(key, action)       the coach says `key`, points at the action's piece and drop place,
                          and waits until the learner plays exactly that action
    Bot(action)           the other seat's move, played by the table's bot runner
    Tip(name, key, when)  after the script: said once in free play when when(state) holds

The script holds every action of both seats in order, so a record that follows it is the
script's own game (a seed and actions replay it). Where the learner is to move the next
step is a Say or a Do; where the bot is, a Bot (tests/test_lesson_board.py checks both).

Progress is where the learner is in the script; it is kept in the save's meta as
{"name": lesson name, "step": index, "told": [tip names]} (rules/save_format.py checks
its shape on load; `resume` checks that the game really is the lesson's). No pygame here:
the screen's coach is ui/kit/coach.py, each game's pointing ui/<table>/coach.py.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from .. import games

# Lesson name (the game's word, games.py) -> the module that defines it (its LESSON);
# imported when first asked for.
LESSONS = {rules.word: rules.lesson for rules in map(games.get, games.GAMES)}


@dataclass(frozen=True)
class Say:
    key: str


@dataclass(frozen=True)
class Do:
    key: str
    action: object


@dataclass(frozen=True)
class Bot:
    action: object


@dataclass(frozen=True)
class Tip:
    name: str
    key: str
    when: object             # state -> bool (pure: the rules' state only)


@dataclass(frozen=True)
class Lesson:
    name: str                # as in LESSONS and in the save's meta
    game: str                # "zoo" or "dice" (zooloretto/games.py)
    seed: int
    learner: int             # the learner's seat; every other seat is a gentle bot
    players: int
    steps: tuple
    tips: tuple = ()
    bot_level: str = "easy"  # who plays on after the script
    actions_before: tuple = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        counts, n = [], 0
        for step in self.steps:
            counts.append(n)
            n += not isinstance(step, Say)
        counts.append(n)
        object.__setattr__(self, "actions_before", tuple(counts))

    @property
    def actions(self) -> list:
        """Every action of the script, both seats, in order."""
        return [s.action for s in self.steps if not isinstance(s, Say)]


def get(name: str) -> Lesson | None:
    """The lesson called `name`, or None for a name no lesson has."""
    module = LESSONS.get(name) if isinstance(name, str) else None
    return importlib.import_module(module).LESSON if module else None


class Progress:
    """Where the learner is in a lesson. The record's actions are the truth: after an
    undo, a load or a bot's move, `follow` puts the step back in line with them."""

    def __init__(self, lesson: Lesson, step: int = 0, told=()):
        self.lesson = lesson
        self.step = min(max(0, step), len(lesson.steps))
        self.told = [t for t in told if t in {tip.name for tip in lesson.tips}]

    # ---------------------------------------------------------------- the save's meta
    def to_meta(self) -> dict:
        return {"name": self.lesson.name, "step": self.step, "told": list(self.told)}

    @classmethod
    def resume(cls, meta, actions: list, seed) -> "Progress | None":
        """The progress a save's meta.lesson holds, if that game is the lesson's (same seed,
        its actions the script's so far); else None: the game is played as any other."""
        if not isinstance(meta, dict):
            return None
        lesson = get(meta.get("name"))
        if lesson is None or seed != lesson.seed:
            return None
        step, told = meta.get("step"), meta.get("told", [])
        if not isinstance(step, int) or not isinstance(told, list):
            return None
        progress = cls(lesson, step, [t for t in told if isinstance(t, str)])
        script = lesson.actions
        if progress.running and list(actions) != script[:len(actions)]:
            progress.step = len(lesson.steps)       # played off the script: free play
        progress.follow(len(actions))
        return progress

    # ---------------------------------------------------------------- where we are
    @property
    def running(self) -> bool:
        """Still in the script (False: free play, with tips)."""
        return self.step < len(self.lesson.steps)

    def current(self):
        return self.lesson.steps[self.step] if self.running else None

    def follow(self, played: int) -> None:
        """Line the step up with the number of actions played (moves, undo, a load)."""
        if not self.running or self.lesson.actions_before[self.step] == played:
            return
        before = self.lesson.actions_before
        self.step = next((i for i in range(len(self.lesson.steps)) if before[i] == played),
                         len(self.lesson.steps))

    def expected(self):
        """The next action of the script (the current step's, or after the Says): or None."""
        if not self.running:
            return None
        return next((s.action for s in self.lesson.steps[self.step:] if not isinstance(s, Say)), None)

    def allows(self, action) -> bool:
        return not self.running or action == self.expected()

    def next(self) -> None:
        """The learner read a Say."""
        if isinstance(self.current(), Say):
            self.step += 1

    def skip(self) -> None:
        self.step = len(self.lesson.steps)

    def tip(self, state):
        """A tip of free play not said yet whose moment has come, or None."""
        if self.running:
            return None
        return next((t for t in self.lesson.tips if t.name not in self.told and t.when(state)), None)

    def tip_told(self, tip: Tip) -> None:
        if tip.name not in self.told:
            self.told.append(tip.name)
