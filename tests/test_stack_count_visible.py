"""The draw stack's count stays readable while a tile is drawn: the hand place between the
stacks (action A's first step) never covers it, at any window size or player count."""
import pytest

from zooloretto.ui.kit.ink import text
from zooloretto.ui.zoo.layout import table_layout
from zooloretto.ui.zoo.market_view import CREAM, count_badge

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (2560, 1440), (1024, 768)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_stacks_counts_are_not_under_the_drawn_tile(size, players):
    layout = table_layout(size, players, players if players > 2 else 3, 0)
    for stack in (layout.draw_stack, layout.end_stack):
        t = stack.w
        badge = count_badge(stack, text("88", max(12, t // 4), CREAM, True).get_size())
        assert not badge.colliderect(layout.hand), (size, players, stack, badge, layout.hand)
