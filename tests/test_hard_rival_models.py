"""The hard bot's rival models for every future of a game for two (issue 36, measured in
docs/bots.md "The game for two"): "reply" (as shipped), a rival that makes the medium
bot's own choice, worked out once per position a search meets, and "keen" (off), a rival
that never explores."""
import random

import pytest

from zooloretto.zoo.bots import evaluate as E
from zooloretto.zoo.bots import hard as H
from zooloretto.zoo.bots import make_bot
from zooloretto.zoo.bots import rival_models as R
from zooloretto.zoo.bots.rollout import play_out
from zooloretto.zoo.rules import apply, legal_actions, new_game
from zooloretto.zoo.rules.view import determinize, public_view


def _mid_game(seed=7, moves=30):
    """A game for two between medium bots, some moves in, at a choice of moves."""
    state = new_game(2, seed=seed)
    bots = [make_bot("medium", seed=seed + q) for q in range(2)]
    for _ in range(moves):
        apply(state, bots[state.current].choose(public_view(state)))
    while len(legal_actions(state)) == 1 or state.pending or state.decisions:
        apply(state, bots[state.current].choose(public_view(state)))
    return state


def test_two_deals_of_one_view_share_a_public_key_and_a_seen_change_does_not():
    view = public_view(_mid_game())
    deals = [determinize(view, random.Random(seed)) for seed in range(2)]
    assert deals[0].draw_pile != deals[1].draw_pile          # the deals differ...
    assert R.public_key(deals[0]) == R.public_key(deals[1])  # ...what a player sees does not
    other = deals[0].copy()
    other.zoos[0].coins += 1
    assert R.public_key(other) != R.public_key(deals[0])


def test_the_reply_rival_makes_the_medium_bot_s_choice_once_per_position():
    state = _mid_game()
    rival = state.current
    replies = R.MediumReplies(seat=1 - rival)
    medium = make_bot("medium", seed=1).choose(public_view(state))
    deals = [determinize(public_view(state), random.Random(seed)) for seed in range(5)]
    assert {replies(deal, random.Random(0), E.Context(deal)) for deal in deals} == {medium}
    assert len(replies.choices) == 1            # weighed once, looked up four times
    assert R.MediumReplies(seat=rival)(state, random.Random(0), E.Context(state)) is None


def test_past_its_budget_the_reply_rival_plays_the_futures_policy_and_a_future_ends():
    state = _mid_game(seed=11)
    replies = R.MediumReplies(seat=1 - state.current, budget=0)
    action = replies(state, random.Random(3), E.Context(state))
    assert action in legal_actions(state) and not replies.choices
    future = play_out(state.copy(), random.Random(4), stop_round=float("inf"), max_steps=600,
                      policy=R.MediumReplies(seat=0, budget=5))
    assert future.game_over


def test_the_keen_rival_never_explores_and_leaves_the_bot_s_own_moves_alone():
    state = _mid_game(seed=5)
    rival = state.current
    keen = H.rival_policy(1 - rival, ("keen",))
    ctx = E.Context(state)
    assert len({keen(state, random.Random(seed), ctx) for seed in range(40)}) == 1
    assert H.rival_policy(rival, ("keen",))(state, random.Random(1), ctx) is None


def test_whole_game_variants_reach_the_search_before_the_end(monkeypatch):
    """Mid-game, "reply" changes the futures (the search asks the medium bot), "rival"
    does not (it is for the futures to the end only)."""
    view = public_view(_mid_game(seed=5))
    assert H._horizon(view) != float("inf") and all(t.taken_by is None for t in view.trucks)
    asked = []
    real = R.best_scored
    monkeypatch.setattr(R, "best_scored", lambda s: asked.append(1) or real(s))
    monkeypatch.setattr(H, "TWO_PLAYER", "rival")
    make_bot("hard", seed=2, iterations=4).choose(view)
    assert not asked
    monkeypatch.setattr(H, "TWO_PLAYER", "reply")
    make_bot("hard", seed=2, iterations=4).choose(view)
    assert asked


def test_past_its_depth_the_reply_rival_leaves_the_future_to_the_shipped_policy():
    """depth=1: a future's first decision of the rival is the medium bot's, the next
    ones (in the same future) are the futures' own; a new future starts again."""
    state = _mid_game()
    rival = state.current
    replies = R.MediumReplies(seat=1 - rival, depth=1, keen=False)
    ctx = E.Context(state)
    first = replies(state, random.Random(0), ctx)
    assert first == make_bot("medium", seed=1).choose(public_view(state))
    apply(state, first)                          # the same future, moved on
    while state.current != rival or state.pending or state.decisions:
        apply(state, legal_actions(state)[0])
    assert replies(state, random.Random(0), E.Context(state)) is None
    fresh = state.copy()                         # another future
    assert replies(fresh, random.Random(0), E.Context(fresh)) is not None


def test_the_arena_knobs_are_read_and_a_wrong_one_is_refused(monkeypatch):
    monkeypatch.setenv("ZOOLORETTO_HARD_REPLY", "budget=200, depth=2,keen=0")
    replies = R.MediumReplies(seat=0)
    assert (replies.budget, replies.depth, replies.keen) == (200, 2, False)
    monkeypatch.delenv("ZOOLORETTO_HARD_REPLY")
    shipped = R.MediumReplies(seat=0)
    assert (shipped.budget, shipped.depth, shipped.keen) == (R.REPLY_BUDGET, R.REPLY_DEPTH, R.REPLY_KEEN)
    for wrong in ("budget=lots", "width=3", "depth"):
        monkeypatch.setenv("ZOOLORETTO_HARD_REPLY", wrong)
        with pytest.raises(ValueError, match="ZOOLORETTO_HARD_REPLY"):
            R.MediumReplies(seat=0)

