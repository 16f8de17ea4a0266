"""What one round brought each player, for the summary at its end; pure, no pygame.

The facts come from the rules only: the events of the round's actions (who took which
truck, the babies born, the bonuses) and the games' own scores of the states before and
after the round (each rules package's scoreboard, one shape for all: games.py). Both
games' events name their type (`e.type`), so one reading serves both:

    board game   truck_taken(tiles), offspring_born, bonus_paid (coins), round_started
    dice game    truck_taken(faces), bonus_crossed (points), round_started

A table keeps a RoundWatch: it is fed the events of every action as it is played and
answers, when a round ends, with its RoundFacts; an undo takes steps back, the round's
end included (a round-ending turn not yet confirmed).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..games import name_of, of as rules_of


@dataclass(frozen=True)
class PlayerRound:
    """One player's round."""
    seat: int
    truck: int | None           # the truck taken (its index), None when none was
    load: tuple                 # what was on it: tile codes, or dice faces
    points: int                 # the live score now
    gained: int | None          # points now minus at the round's start (None: start unknown)
    babies: tuple               # the babies' tile codes (board game)
    bonus_coins: int            # coins of filled enclosures (board game)
    bonus_points: int           # points of bonus boxes crossed (dice game)


@dataclass(frozen=True)
class RoundFacts:
    game: str                   # "zoo" or "dice"
    round: int                  # the round that ended
    players: tuple              # PlayerRound per seat, in seat order
    next_player: int            # who starts the next round
    next_round: int


def totals(state) -> list:
    """Each seat's score now, as its rules count it (the games' one scoreboard shape)."""
    return [p["points"] for p in rules_of(state).scoreboard(state)["players"]]


def round_facts(before, events, after) -> RoundFacts | None:
    """The facts of a round from the state at its start, the events of its actions and
    the state after its last one; None unless the events end a round that another follows
    (a game's last round is told by its results)."""
    ended = next((e for e in events if e.type == "round_ended"), None)
    started = next((e for e in events if e.type == "round_started"), None)
    if ended is None or started is None:
        return None
    now = totals(after)
    then = totals(before) if before is not None else None
    if then is not None and len(then) != len(now):
        then = None
    seats = range(len(now))
    trucks: dict = {}
    babies: dict = {p: [] for p in seats}
    coins, points = dict.fromkeys(seats, 0), dict.fromkeys(seats, 0)
    for e in events:
        kind = e.type
        if kind == "truck_taken":
            trucks[e.player] = (e.truck, tuple(getattr(e, "tiles", None) or getattr(e, "faces", ())))
        elif kind == "offspring_born":
            babies[e.player].append(e.tile)
        elif kind == "bonus_paid":
            coins[e.player] += e.amount
        elif kind == "bonus_crossed":
            points[e.player] += e.points
    players = tuple(PlayerRound(p, trucks.get(p, (None, ()))[0], trucks.get(p, (None, ()))[1],
                                now[p], None if then is None else now[p] - then[p],
                                tuple(babies[p]), coins[p], points[p]) for p in seats)
    return RoundFacts(name_of(after), ended.round, players, started.player, started.round)


class RoundWatch:
    """The current round of one table: the state at its start and the events since."""

    def __init__(self, record):
        self.start, self.steps = _round_so_far(record)    # steps: (actions after, events)
        self._before_end = None      # (start, steps, actions) of the round that just ended

    def feed(self, events, state, actions: int) -> RoundFacts | None:
        """The events of the action that made `actions` actions, `state` after it: the
        facts of the round it ended, if it ended one (and the watch turns to the next)."""
        self.steps.append((actions, list(events)))
        if not any(e.type == "round_ended" for e in events):
            return None
        everything = [e for _, batch in self.steps for e in batch]
        facts = round_facts(self.start, everything, state)
        self._before_end = (self.start, self.steps, actions)
        self.start, self.steps = state.copy(), []
        return facts

    def undone(self, actions: int) -> None:
        """The record is back to `actions` actions: forget the steps taken back."""
        if self._before_end is not None and actions < self._before_end[2]:
            self.start, self.steps, _ = self._before_end      # the round's end taken back
            self._before_end = None
        self.steps = [(n, batch) for n, batch in self.steps if n <= actions]


def _round_so_far(record) -> tuple:
    """(state at the current round's start, its steps) of a record, replayed from its setup;
    a record that does not replay (a position built by hand) starts where it stands."""
    state = record.state
    if record.actions:
        try:
            apply, replayed = rules_of(record).apply, record.replay(0)
            start, steps = replayed.copy(), []
            for n, action in enumerate(record.actions, 1):
                events = apply(replayed, action)
                if any(e.type == "round_started" for e in events):
                    start, steps = replayed.copy(), []
                else:
                    steps.append((n, events))
            if replayed.round == state.round and replayed.current == state.current:
                return start, steps
        except Exception:        # never a failed table over a summary
            pass
    return state.copy(), []
