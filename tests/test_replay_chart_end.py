"""The replay's chart reaches the last move of every game (issue #34 item 6): a finished
game's last point is the moment after its last action and holds the final live scores
(a Zoomaka game ends inside a turn, when a zoo is complete: its chart stopped at the turn
before, "3-2-1" for a game won 4-0); the board and dice games' likewise."""
from __future__ import annotations

import pytest

from zooloretto.ui.replay.chart import ScoreChart
from zooloretto.ui.replay.course import Course
from zooloretto.ui.round_facts import totals

from history_helpers import play
from sampling import quick


@pytest.mark.parametrize("game, seeds", [("zoomaka", range(1, 5)), ("dice", (1, 2)), ("zoo", (1,))])
def test_a_finished_games_chart_ends_at_its_last_move_with_the_final_scores(game, seeds):
    # the quick run: two games of each (Zoomaka's seed 2 is won inside a turn), --full all
    for seed in quick(seeds, tuple(seeds)[:2]):
        record = play(("Ana", "bot:easy", "Bert"), game=game, seed=seed)
        assert record.state.game_over
        course = Course(record)
        last = course.points[-1]
        assert last.actions == course.length, (game, seed)
        assert last.totals == tuple(totals(record.state))
        assert course.point_at(course.length) == last
        chart = ScoreChart(course)
        assert chart.moment_index(course.length) == len(course.points) - 1     # the plot's right end
        assert course.turn_number(course.length, True) >= 1


def test_a_zoomaka_game_won_inside_a_turn_says_its_turn_once():
    record = play(("Ana", "bot:easy", "Bert"), game="zoomaka", seed=2)
    course = Course(record)
    assert record.state.winners
    ended = [p for p in course.points if p.actions == course.length]
    assert len(ended) == 1
    assert course.turn_number(course.length, True) == record.state.turn
