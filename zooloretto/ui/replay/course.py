"""The whole game a replay walks through; pure, no pygame.

Read once from the record: its actions, where each turn and each round begins (the
rules' own events: a turn ends at TurnEnded, rules.turn_over; a round begins at
RoundStarted), every player's live score after every turn (rules.scoring.live_scores,
the dice game's score_sheet: round_facts.totals; a game won inside a turn, Zoomaka's, has a
last point at its last action) and the states at the turns' ends, so
that any moment is the nearest kept state plus a few actions, never the whole game again.

    course = Course(record)
    course.state_at(n)         # the state after the first n actions (record.replay(n))
    course.next_turn(n), course.previous_turn(n), course.next_round(n), ...
    course.points              # [Point(actions, turn, round, totals)], the chart's
"""
from __future__ import annotations

import bisect
from typing import NamedTuple

from ...games import name_of, of as rules_of
from ..round_facts import totals


class Point(NamedTuple):
    """Every player's live score at one moment of the game."""
    actions: int        # after how many actions (0: the game's start)
    turn: int           # how many turns had ended then
    round: int          # the round that turn was played in
    totals: tuple       # the scores, seat by seat


class Course:
    def __init__(self, record):
        self.record = record                # never changed: a replay never changes the save
        self.game = name_of(record)
        self.rules = rules_of(record)
        self.actions = list(record.actions)
        state = record.replay(0)
        self.turns = [0]                    # action counts where a turn begins
        self.rounds = [0]                   # action counts where a round begins
        self.points = [Point(0, 0, state.round, tuple(totals(state)))]
        self._kept = {0: state.copy()}      # action count -> the state then (turns' ends)
        for n, action in enumerate(self.actions, 1):
            played_in = state.round
            try:
                events = self.rules.apply(state, action)
            except Exception:               # a record that does not replay: it ends there
                del self.actions[n - 1:]
                break
            if any(e.type == "round_started" for e in events):
                self.rounds.append(n)
            if self.rules.turn_over(events):
                self.turns.append(n)
                self.points.append(Point(n, len(self.points), played_in, tuple(totals(state))))
                self._kept[n] = state.copy()
        end = len(self.actions)
        if state.game_over and self.points[-1].actions != end:    # won inside a turn (Zoomaka)
            self.points.append(Point(end, len(self.points), state.round, tuple(totals(state))))
            self._kept[end] = state.copy()
        for marks in (self.turns, self.rounds):
            if marks[-1] != end:            # a turn half played: its end is the record's
                marks.append(end)
        self._kept_at = sorted(self._kept)

    @property
    def length(self) -> int:
        return len(self.actions)

    def state_at(self, n: int):
        """The state after the first `n` actions: the nearest kept state, a copy, and the
        actions since (equal to record.replay(n))."""
        n = max(0, min(n, self.length))
        start = self._kept_at[bisect.bisect_right(self._kept_at, n) - 1]
        state = self._kept[start].copy()
        for action in self.actions[start:n]:
            self.rules.apply(state, action)
        return state

    # ------------------------------------------------------------------ moments
    @staticmethod
    def _after(marks, n):
        i = bisect.bisect_right(marks, n)
        return marks[i] if i < len(marks) else marks[-1]

    @staticmethod
    def _before(marks, n):
        i = bisect.bisect_left(marks, n)
        return marks[i - 1] if i > 0 else 0

    def next_turn(self, n: int) -> int:
        return self._after(self.turns, n)

    def previous_turn(self, n: int) -> int:
        return self._before(self.turns, n)

    def next_round(self, n: int) -> int:
        return self._after(self.rounds, n)

    def previous_round(self, n: int) -> int:
        return self._before(self.rounds, n)

    def turn_of(self, n: int) -> int:
        """How many turns had ended after `n` actions."""
        return bisect.bisect_right([p.actions for p in self.points], n) - 1

    def turn_number(self, n: int, over: bool) -> int:
        """The turn being played after `n` actions, from 1; at the game's end (`over`) the
        last one played (a Zoomaka game ends inside a turn when a zoo is complete)."""
        ended = self.turn_of(n)
        return ended if over and self.points[ended].actions == n else ended + 1

    def point_at(self, n: int) -> Point:
        """The chart's point of the moment `n` (the last turn's end at or before it)."""
        return self.points[self.turn_of(n)]
