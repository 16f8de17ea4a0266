"""The rules say the same as before, event for event: seeded random games (every
player count, with and without the expansions, a chooser that spends money often)
give the same events, as JSON, the same legal lists and the same final state as
when the digests below were recorded. Speed work on the engine must not move them.

If the rules change on purpose, record the new digests with
    python3 tests/test_event_digest.py
and say in the commit what changed for a player."""
import hashlib
import json
import random

import pytest

from zooloretto.zoo.rules import apply, legal_actions, new_game
from zooloretto.zoo.rules.actions import MONEY_ACTIONS, to_json
from zooloretto.zoo.rules.events import event_to_json

# The four expansions the digests were first recorded with, named: a new expansion adds its
# own games here rather than changing these.
FIRST_FOUR = ("savings-book", "petting-zoo", "buildings", "polar-bear")
GAMES = [(n, ()) for n in (2, 3, 4, 5)] + [(n, FIRST_FOUR) for n in (2, 4, 5)]

RECORDED = {
    "2p": "fd8cfc02b6281841e04f37057d5a6b5c",
    "3p": "a29ca7372bff941d67071902f9cce2fe",
    "4p": "043b0f34aa74e312b297db958f3258e4",
    "5p": "cdc5339359b00675d08744db9af8fac9",
    "2p+savings-book+petting-zoo+buildings+polar-bear": "e9df93c143038d6277dd5bd7567dc970",
    "4p+savings-book+petting-zoo+buildings+polar-bear": "0c84716f0f009173eb5a0681632bf465",
    "5p+savings-book+petting-zoo+buildings+polar-bear": "a4e53ae8a8ae63772e4732e890e95bbf",
}


def digest(n, expansions, seeds=range(3)) -> str:
    h = hashlib.sha256()
    for seed in seeds:
        s = new_game(n, seed=500 + seed, expansions=expansions)
        rng = random.Random(seed)
        spend = (0.0, 0.4, 0.8)[seed % 3]
        while not s.game_over:
            legal = legal_actions(s)
            h.update(json.dumps([to_json(a) for a in legal]).encode())
            money = [a for a in legal if isinstance(a, MONEY_ACTIONS)]
            a = rng.choice(money if money and rng.random() < spend else legal)
            h.update(json.dumps([event_to_json(e) for e in apply(s, a)]).encode())
        h.update(json.dumps(s.to_json()).encode())
    return h.hexdigest()[:32]


def _name(n, expansions):
    return f"{n}p" + ("+" + "+".join(expansions) if expansions else "")


@pytest.mark.parametrize("n,expansions", GAMES, ids=[_name(*g) for g in GAMES])
def test_seeded_games_give_the_recorded_events(n, expansions):
    assert digest(n, expansions) == RECORDED[_name(n, expansions)], (
        "the events, legal lists or final state of seeded games changed; if on purpose, "
        "record the digests again (python3 tests/test_event_digest.py)")


if __name__ == "__main__":
    for g in GAMES:
        print(f'    "{_name(*g)}": "{digest(*g)}",')
