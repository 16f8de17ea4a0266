"""Seeded random games with expansions, played through the rules (shared by
tests/test_expansions_random.py and tests/test_exotic_random.py): after every action the
state passes check_state; at regular steps (and at every pending decision) the legal
actions are exactly the unrefused ones and each has a drag that means it; a finished
game's score adds up and survives a save."""
from __future__ import annotations

import json
import random

from zooloretto.zoo.rules import GameState, final_scores, legal_actions, refusal
from zooloretto.zoo.rules.check import check_state
from zooloretto.zoo.rules.gestures import action_for, gesture_of
from zooloretto.zoo.rules.record import GameRecord
from zooloretto.zoo.rules.saves import from_json as save_from_json, to_json as save_to_json
from zooloretto.zoo.rules.view import public_view

from helpers import pick_action


def _drag(s, a):
    g = gesture_of(s, a)
    return g.piece, g.drop


def play(players, subset, seed, *, every, max_steps, public=False):
    """A whole random game; the legal actions are checked every `every` actions, and with
    `public` each state's public view passes check_state too."""
    record = GameRecord.new(players, seed=seed, expansions=subset)
    s = record.state
    rng = random.Random(seed)
    while not s.game_over:
        assert len(record.actions) < max_steps
        acts = legal_actions(s)
        assert acts, "no legal action"
        if len(record.actions) % every == 0 or s.decisions:
            assert [a for a in acts if refusal(s, a) is not None] == []
            # Every legal action has a drag that means it (rules/gestures.py).
            assert [a for a in acts if action_for(s, *_drag(s, a)) != a] == []
        a = pick_action(s, rng)
        assert refusal(s, a) is None
        record.play(a)
        check_state(s)
        if public:
            check_state(public_view(s))
    return record


def check_finished(record) -> None:
    """The score adds up (base rows plus the expansions' rows) and the game survives a save."""
    s = record.state
    for p in final_scores(s)["players"]:
        base = (sum(e["points"] for e in p["enclosures"]) + p["stall_points"]
                + p["barn_animal_penalty"] + p["barn_stall_penalty"])
        assert p["total"] == base + sum(r["points"] for r in p.get("expansion_rows", []))
    loaded = save_from_json(json.loads(json.dumps(save_to_json(record))))
    assert loaded.state.to_json() == s.to_json()
    assert GameState.from_json(s.to_json()).to_json() == s.to_json()
