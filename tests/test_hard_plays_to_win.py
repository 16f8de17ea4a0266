"""The hard board bot plays to win: a finished future counts a win, a shared
first place half, a loss nothing; near the end its futures are played to the
game's end; its search stops as soon as more futures would not change its mind."""
import math
import random

import pytest

from zooloretto.zoo.bots import make_bot
from zooloretto.zoo.bots import hard as H
from zooloretto.zoo.bots.evaluate import seat_values
from zooloretto.zoo.bots.rollout import play_out
from zooloretto.zoo.rules import new_game, apply, final_scores, legal_actions
from zooloretto.zoo.rules.view import public_view

from sampling import quick


def _played_until(n, seed, stop):
    """A game of medium bots, played until `stop(state)` holds (or the end)."""
    state = new_game(n, seed=seed)
    bots = [make_bot("medium", seed=seed * 10 + q) for q in range(n)]
    while not state.game_over and not stop(state):
        apply(state, bots[state.current].choose(public_view(state)))
    return state


@pytest.mark.parametrize("n,seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_a_finished_game_counts_win_shared_win_and_loss(n, seed):
    state = _played_until(n, seed, lambda s: False)
    assert state.game_over
    result = final_scores(state)
    width = H.logistic_width(public_view(state))
    for seat in range(n):
        values = seat_values(state)
        margin = values[seat] - max(v for q, v in enumerate(values) if q != seat)
        value = H.leaf_value(state, seat, width) - H.MARGIN_SHARE * margin
        if seat in result["winners"]:
            assert value == (1.0 if len(result["winners"]) == 1 else 0.5)
        else:
            assert value == 0.0


def test_a_lead_is_worth_more_the_nearer_the_end():
    early = _played_until(4, 5, lambda s: s.round >= 2)
    late = _played_until(4, 5, lambda s: s.end_triggered)
    w_early, w_late = H.logistic_width(public_view(early)), H.logistic_width(public_view(late))
    assert w_late < w_early
    # the same three-point lead: a likelier win at the end than at the start
    assert H.win_chance(3, w_late) > H.win_chance(3, w_early) > H.win_chance(0, w_early)
    assert H.win_chance(0, w_early) == pytest.approx(0.5)
    assert H.win_chance(-3, w_late) < H.win_chance(-3, w_early) < 0.5


def test_near_the_end_futures_are_played_to_the_game_end():
    early = public_view(_played_until(3, 6, lambda s: s.round >= 2))
    assert H._horizon(early) == early.round
    late = public_view(_played_until(3, 6, lambda s: s.end_triggered and not s.game_over))
    assert H._horizon(late) == math.inf
    future = H.determinize(late, random.Random(1))
    play_out(future, random.Random(2), stop_round=H._horizon(late), max_steps=H.PLAYOUT_STEPS)
    assert future.game_over


def test_race_drops_the_clearly_worse_and_settles():
    rng = random.Random(4)
    good = [1.0 + rng.gauss(0, 0.05) for _ in range(16)]
    bad = [g - 0.3 + rng.gauss(0, 0.05) for g in good]
    keep, settled = H._race([0, 1], [good, bad], 16)
    assert keep == [0] and settled
    # two moves that lead to the same futures: as good as each other, no need to go on
    keep, settled = H._race([0, 1], [good, good[:]], 16)
    assert keep == [0, 1] and settled
    # close but uncertain: both kept, the search goes on
    noisy = [g + rng.gauss(0, 0.2) for g in good]
    keep, settled = H._race([0, 1], [good, noisy], 16)
    assert keep == [0, 1] and not settled


def test_clear_choices_take_fewer_futures_than_the_cap():
    """With a cap of 400 futures, decisions settled early stop early; the
    decision is the same as the same bot made again (repeatable)."""
    cap = 400
    state = _played_until(3, 8, lambda s: s.round >= 3)
    bot = make_bot("hard", seed=3, iterations=cap)
    futures = []
    for _ in range(quick(12, 3)):      # the quick run: the first three decisions of the twelve
        if state.game_over:
            break
        view = public_view(state)
        action, reason = bot.choose_with_reason(view)
        assert action in legal_actions(view)
        if reason.code == "search":
            futures.append(reason.details["futures"])
            assert reason.details["futures"] <= cap
            assert bot.choose(view) == action
        apply(state, action)
    assert futures and min(futures) < cap
