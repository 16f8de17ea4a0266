"""The game's seed is a secret: it decides the board game's stacks, the dice game's rolls and
Zoomaka's draw pile. Two games identical in everything a player can see but dealt from
different seeds (so with other stacks, rolls, draw piles) must get the same decisions from
every bot level and the same hint, as the table asks them (ui/kit/turns.py: a bot's seed
is the table's own salt, never the game's seed). Issue #40: the table handed each bot
`seed * 1000 + actions`, so a bot's random choices followed the hidden seed."""
from __future__ import annotations

import functools
import random

import pytest

from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.kit.turns import SyncRunner, Turns

from sampling import quick

LEVELS = ("easy", "medium", "hard")
STEPS = 14          # bot decisions compared at most, while the two games look alike


class Flow:
    waiting = False


class Table:
    """What Turns asks of a table: its session, who is a bot, and playing a bot's move."""

    def __init__(self, session):
        self.session, self.flow, self.played = session, Flow(), []

    def is_bot(self, seat):
        return self.session.seats[seat].kind == "bot"

    def animation_factor(self):
        return 0.0

    def play_bot(self, action):
        self.played.append(action)
        self.session.play(action)


def _twin(record, state):
    """The same game record, its state replaced (what differs is only hidden)."""
    return type(record)(dict(record.setup), state, list(record.actions), dict(record.meta))


def _session(record, level, bots=True):
    names = [f"P{i + 1}" for i in range(record.state.num_players)]
    seats = [Seat(n, "bot" if bots or i else "human", level if bots or i else None)
             for i, n in enumerate(names)]
    record.meta["seats"] = [{"name": s.name, "kind": s.kind, "level": s.level} for s in seats]
    session = GameSession(record)
    session.autosave_turn = session.autosave = session.save_on_leaving = lambda *a, **k: None
    return session


def _board(seed):
    from zooloretto.zoo.rules.chance import shuffle
    from zooloretto.zoo.rules.record import GameRecord
    a = GameRecord.new(3, seed=seed, removed=["zebra", "camel"])
    state = a.state.copy()
    state.seed = seed + 1
    hidden = state.draw_pile + state.end_pile
    shuffle(random.Random(seed + 1), hidden)          # other stacks: the other seed's
    cut = len(state.draw_pile)
    state.draw_pile, state.end_pile = hidden[:cut], hidden[cut:]
    return a, _twin(a, state)


def _dice(seed):
    from zooloretto.dice.rules.record import DiceRecord
    a = DiceRecord.new(3, seed=seed)
    state = a.state.copy()
    state.seed = seed + 1                             # other rolls to come
    return a, _twin(a, state)


def _zoomaka(seed):
    from zooloretto.zoomaka.rules.record import ZoomakaRecord
    a = ZoomakaRecord.new(3, seed=seed)
    state = a.state.copy()
    state.seed = seed + 1
    random.Random(seed + 1).shuffle(state.draw)       # another draw pile
    return a, _twin(a, state)


GAMES = {"board": _board, "dice": _dice, "zoomaka": _zoomaka}


def _seen(session):
    """What the player to move can know of the game (the rules' public view, as JSON)."""
    return session.rules.public_view(session.state).to_json()


def _the_games_differ_in_hidden_things(a, b):
    assert a.state.seed != b.state.seed
    assert a.state.to_json() != b.state.to_json()


# The quick run: each game and each level once (tests/sampling.py); its seed leaves the dice
# game's hard bot (a minute of CPU at 40 iterations) and Zoomaka's (10 s) to --full.
@pytest.mark.matrix(seed=4)
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_bot_decides_alike_in_games_that_differ_only_in_their_seed(game, level):
    compared = 0
    for seed in (11, 29):
        a, b = GAMES[game](seed)
        _the_games_differ_in_hidden_things(a, b)
        tables = [Table(_session(r, level)) for r in (a, b)]
        turns = [Turns(t, SyncRunner) for t in tables]
        for _ in range(STEPS):
            sa, sb = (t.session for t in tables)
            if sa.state.game_over or _seen(sa) != _seen(sb):
                break                                 # a reveal told them apart: stop there
            for turn in turns:
                turn.step()                           # the bot thinks ...
                turn.step()                           # ... and its move is played
            assert tables[0].played[-1] == tables[1].played[-1], (seed, compared)
            compared += 1
    assert compared >= 2            # at least the first decisions of each game were compared


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_hint_is_the_same_in_games_that_differ_only_in_their_seed(game):
    # the quick run: one position of three, the hint searched with 4 iterations of 40
    runner = quick(SyncRunner, functools.partial(SyncRunner, iterations=4))
    for seed in quick((11, 29, 47), (29,)):
        a, b = GAMES[game](seed)
        hints = []
        for record in (a, b):
            table = Table(_session(record, None, bots=False))
            turns = Turns(table, runner)
            assert turns.ask_hint()
            hints.append(turns.hint())
        assert hints[0] is not None and hints[0] == hints[1]


def _seeds_handed(record, runner):
    """The seed the table hands its bot for the first move of `record`."""
    handed = []

    class Spy(runner):
        def start(self, view, level="medium", seed=0, budget=1.0):
            handed.append(seed)
            super().start(view, level, seed, budget)

    Turns(Table(_session(record, "easy")), Spy).step()
    return handed[0]


def test_a_bot_is_never_handed_the_game_seed():
    """The seed a bot is given cannot be turned back into the game's seed: two games of
    different seeds hand the same one at the same moment (the tests' fixed salt)."""
    from zooloretto.dice.rules.record import DiceRecord
    handed = [_seeds_handed(DiceRecord.new(2, seed=s), SyncRunner) for s in (424242, 7)]
    assert handed[0] // 1000 != 424242 and handed[0] == handed[1]


def test_two_tables_of_the_game_draw_their_own_randomness():
    """Outside the tests a table's bots take their randomness from the system: four tables
    opened on the same game hand their first bot four different seeds."""
    from zooloretto.dice.rules.record import DiceRecord

    class Unsalted(SyncRunner):
        salt = None             # as the game's runners: the table draws its own

    assert len({_seeds_handed(DiceRecord.new(2, seed=5), Unsalted) for _ in range(4)}) == 4
