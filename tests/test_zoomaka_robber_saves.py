"""A Robber's two bank cards now go to the thief's hand (docs/zoomaka.md, "Why the games
had grown long"); a game saved before, under the rule that put them into the thief's
bank, still opens and goes on under the rule it was begun with (rules/saving.py
upgraded: setup and state "robber_into": "bank"). The save in tests/data was written by
the program before the change: three medium bots, a Robber played at action 38."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from zoomaka_helpers import game, give, play

from zooloretto.zoo.rules import saves
from zooloretto.zoomaka.rules import Direct
from zooloretto.zoomaka.rules.record import ZoomakaRecord

OLD = Path(__file__).resolve().parent / "data" / "save-zoomaka-robber-bank.json"


def _robbed_into(record) -> set:
    """Where the Robber's cards went, replaying the record's history."""
    s = ZoomakaRecord.game_from_setup(record.setup)
    where = set()
    for action in record.actions:
        for e in ZoomakaRecord.apply_action(s, action):
            if e.type == "card_taken" and e.by.startswith("robber-"):
                where.add(e.dst.area)
    return where


def test_a_game_saved_before_opens_and_keeps_the_robber_s_bank():
    record = saves.from_bytes(OLD.read_bytes(), "old.json")
    assert record.setup["robber_into"] == "bank" and record.state.robber_into == "bank"
    assert _robbed_into(record) == {"bank"}
    again = saves.from_json(json.loads(saves.dumps(record)), "again.json")
    assert again.state.to_json() == record.state.to_json() and again.setup == record.setup


def test_a_new_game_s_robber_fills_the_hand_and_its_save_names_no_rule():
    s = give(game(), 0, hand=["robber-1"])
    give(s, 1, bank=["bird-1", "bird-2"])
    play(s, Direct("robber-1", 1))
    assert sorted(s.players[0].hand) == ["bird-1", "bird-2"] and s.players[0].bank == []
    record = ZoomakaRecord.new(2, seed=4)
    assert "robber_into" not in saves.to_json(record)["setup"]
    assert "robber_into" not in saves.to_json(record)["state"]


@pytest.mark.parametrize("where", ["setup", "state"])
def test_a_rule_that_is_neither_is_refused_in_words(where):
    data = json.loads(OLD.read_text(encoding="utf-8"))
    data["setup"]["robber_into"] = data["state"]["robber_into"] = "bank"
    data[where]["robber_into"] = "pocket"
    with pytest.raises(saves.SaveError) as refused:
        saves.from_json(data, "edited.json")
    assert "edited.json" in str(refused.value)
