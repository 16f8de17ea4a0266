"""Zoomaka: rules and checks no other test guarded, found by planting small defects in the rules
(tools/mutate.py, docs/testing.md). Each test names what it guards; the expected values come from
the rulebook (../shared/seeds/zoomaka-rules-en.txt, docs/zoomaka.md) or a worked position, never
from the constant the rule uses."""
import pytest

from zooloretto.zoomaka.rules import InvalidState, check_state, new_game


@pytest.mark.parametrize("field", ["turn", "chance"])
def test_a_state_whose_turns_or_chance_draws_count_from_zero_is_refused(field):
    # the first turn is turn 1 and the first chance draw draw 1: a 0 is a damaged save
    s = new_game(3, 0)
    check_state(s)
    setattr(s, field, 0)
    with pytest.raises(InvalidState, match="count from 1"):
        check_state(s)
