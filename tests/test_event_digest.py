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

from zooloretto.rules import EXPANSION_NAMES, apply, legal_actions, new_game
from zooloretto.rules.actions import MONEY_ACTIONS, to_json
from zooloretto.rules.events import event_to_json

GAMES = [(n, ()) for n in (2, 3, 4, 5)] + [(n, tuple(EXPANSION_NAMES)) for n in (2, 4, 5)]

RECORDED = {
    "2p": "ed1e220cda2fe4ff965920d32b6dd20c",
    "3p": "d668154de59e989720f7b97c7d1ea9cf",
    "4p": "14bb58ff3d6a0b9934b6483aef1638b9",
    "5p": "7819afe658f7cd869b5c501739bfb898",
    "2p+savings-book+petting-zoo+buildings+polar-bear": "76c5d244c15f9d6ff8a43f40d0d8fa96",
    "4p+savings-book+petting-zoo+buildings+polar-bear": "03e7c23a08a995f0856f77a65546a764",
    "5p+savings-book+petting-zoo+buildings+polar-bear": "1583ef52b6c6623751af4a09521d5dc6",
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
