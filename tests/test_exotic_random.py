"""Seeded whole random games with Exotic and the three minis (the octopus, the skunk,
the wandering building sites): each alone and all eight expansions together, for 2 to
5 players. After every action the state passes check_state; at regular steps (and at
every pending decision) the legal actions are exactly unrefused and each has a drag
that means it; a finished game's score adds up and survives a save."""
import json
import random

import pytest

from zooloretto.zoo.rules import (EXPANSION_NAMES, GameState, apply, final_scores, legal_actions,
                                  refusal)
from zooloretto.zoo.rules.check import check_state
from zooloretto.zoo.rules.gestures import action_for, gesture_of
from zooloretto.zoo.rules.record import GameRecord
from zooloretto.zoo.rules.saves import from_json as save_from_json, to_json as save_to_json
from zooloretto.zoo.rules.view import public_view

from helpers import pick_action

NEW = [n for n in ("exotic", "octopus", "skunk", "building-sites") if n in EXPANSION_NAMES]
CASES = [[n] for n in NEW] + [list(EXPANSION_NAMES)]
MAX_STEPS = 4000


def play(players, subset, seed, on_step=None):
    record = GameRecord.new(players, seed=seed, expansions=subset)
    s = record.state
    rng = random.Random(seed)
    while not s.game_over:
        assert len(record.actions) < MAX_STEPS
        acts = legal_actions(s)
        assert acts, "no legal action"
        if len(record.actions) % 5 == 0 or s.decisions:
            assert [a for a in acts if refusal(s, a) is not None] == []
            for a in acts:
                g = gesture_of(s, a)
                assert action_for(s, g.piece, g.drop) == a, a
        a = pick_action(s, rng)
        record.play(a)
        check_state(s)
        check_state(public_view(s))
        if on_step:
            on_step(s, a)
    return record


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("subset", CASES, ids=lambda s: "all" if len(s) > 1 else s[0])
def test_random_game_keeps_every_invariant(subset, players):
    record = play(players, subset, 700 + 10 * players + CASES.index(subset))
    s = record.state
    result = final_scores(s)
    for p in result["players"]:
        base = (sum(e["points"] for e in p["enclosures"]) + p["stall_points"]
                + p["barn_animal_penalty"] + p["barn_stall_penalty"])
        assert p["total"] == base + sum(r["points"] for r in p["expansion_rows"])
    loaded = save_from_json(json.loads(json.dumps(save_to_json(record))))
    assert loaded.state.to_json() == s.to_json()
    assert GameState.from_json(s.to_json()).to_json() == s.to_json()
