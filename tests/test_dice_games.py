"""Seeded random dice games for 2, 3 and 4 players, checked after every action."""
import json
import random

import pytest

from zooloretto.dice.rules import (DiceState, action_from_json, action_to_json, apply,
                                   check_state, legal_actions, new_game, refusal)
from zooloretto.dice.rules import components as C
from zooloretto.dice.rules.events import from_json as event_from_json

MAX_STEPS = 2000


def _snapshot(s):
    return [(dict(sh.pens), sh.coins, sh.barn[:], sh.bonuses[:]) for sh in s.sheets]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(6))
def test_random_game_keeps_every_invariant(players, seed):
    s, rng = new_game(players, seed), random.Random(seed)
    steps = 0
    while not s.game_over:
        legal = legal_actions(s)
        assert legal, "the player to move always has an action"
        assert all(refusal(s, a) is None for a in legal)
        assert len(set(legal)) == len(legal)
        action = rng.choice(legal)
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action
        before, mover = _snapshot(s), s.current
        events = apply(s, action)
        check_state(s)                         # dice conserved, one barn box per animal, ...
        assert DiceState.from_json(json.loads(json.dumps(s.to_json()))).to_json() == s.to_json()
        for e in events:
            assert event_from_json(json.loads(json.dumps(e.to_json()))) == e
        after = _snapshot(s)
        for p, (old, new) in enumerate(zip(before, after)):
            if p != mover or action.type != "take":
                assert old == new, "only the taker's sheet changes"
            for a in C.ANIMALS:
                assert new[0][a] >= old[0][a]
            assert new[1] >= old[1] and set(old[2]) <= set(new[2]) and set(old[3]) <= set(new[3])
        crossed = [e for e in events if e.type == "box_crossed"]
        for e in crossed:                      # left to right: the box is the count before
            assert e.box < C.ENCLOSURE_BOXES[e.animal]
        for a in C.ANIMALS:
            boxes = [e.box for e in crossed if e.animal == a]
            assert boxes == list(range(before[mover][0][a], before[mover][0][a] + len(boxes)))
        steps += 1
        assert steps < MAX_STEPS, "the game ends"
    assert any(sh.free_enclosures() <= 1 for sh in s.sheets)
    assert legal_actions(s) == []
