"""A malformed action is told in one English sentence that reads right: "an entrance action
needs 'card'", "a load action needs 'truck'" (the command line and a network host print it)."""
from __future__ import annotations

import pytest

from zooloretto.dice.rules import actions as dice_actions
from zooloretto.zoo.rules import actions as zoo_actions
from zooloretto.zoomaka.rules import actions as zoomaka_actions


@pytest.mark.parametrize("module, data, said", [
    (zoomaka_actions, {"type": "entrance"}, "an entrance action needs 'card'"),
    (zoomaka_actions, {"type": "addon", "card": 3}, "'card' of an addon action must be a text"),
    (zoomaka_actions, {"type": "place", "wing": 1}, "a place action has no field 'wing'"),
    (dice_actions, {"type": "load", "face": "lion"}, "a load action needs 'truck'"),
    (zoo_actions, {"type": "load"}, "a load action needs 'truck'"),
])
def test_a_malformed_action_is_one_sentence_with_its_article(module, data, said):
    with pytest.raises(module.BadAction) as refused:
        module.from_json(data)
    assert str(refused.value) == said
