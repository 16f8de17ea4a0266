"""Seeded random games with every subset of the expansions and every player
count: the invariants hold after every action, legal actions are exactly the
unrefused ones that were tried, and a finished game survives a save."""
import itertools
import json
import random

import pytest

from zooloretto.zoo.rules import (EXPANSION_NAMES, apply, final_scores, legal_actions, refusal,
                              GameState)
from zooloretto.zoo.rules.check import check_state
from zooloretto.zoo.rules.gestures import action_for, gesture_of
from zooloretto.zoo.rules.record import GameRecord
from zooloretto.zoo.rules.saves import from_json as save_from_json, to_json as save_to_json

from helpers import pick_action

# Every subset of the first four (the later ones: tests/test_exotic_random.py).
FIRST_FOUR = ("savings-book", "petting-zoo", "buildings", "polar-bear")
SUBSETS = [list(c) for r in range(len(FIRST_FOUR) + 1)
           for c in itertools.combinations(FIRST_FOUR, r)]
MAX_STEPS = 3000


def _drag(s, a):
    g = gesture_of(s, a)
    return g.piece, g.drop


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("subset", SUBSETS, ids=lambda s: "+".join(s) or "base")
def test_random_game_with_expansions_keeps_every_invariant(subset, players):
    seed = 1000 * players + SUBSETS.index(subset)
    record = GameRecord.new(players, seed=seed, expansions=subset)
    s = record.state
    rng = random.Random(seed)
    while not s.game_over:
        assert len(record.actions) < MAX_STEPS
        acts = legal_actions(s)
        assert acts, "no legal action"
        if len(record.actions) % 7 == 0 or s.decisions:
            assert [a for a in acts if refusal(s, a) is not None] == []
            # Every legal action has a drag that means it (rules/gestures.py).
            assert [a for a in acts if action_for(s, *_drag(s, a)) != a] == []
        a = pick_action(s, rng)
        assert refusal(s, a) is None
        record.play(a)
        check_state(s)
    result = final_scores(s)
    for p in result["players"]:
        base = (sum(e["points"] for e in p["enclosures"]) + p["stall_points"]
                + p["barn_animal_penalty"] + p["barn_stall_penalty"])
        assert p["total"] == base + sum(r["points"] for r in p.get("expansion_rows", []))
    loaded = save_from_json(json.loads(json.dumps(save_to_json(record))))
    assert loaded.state.to_json() == s.to_json()
    assert GameState.from_json(s.to_json()).to_json() == s.to_json()
