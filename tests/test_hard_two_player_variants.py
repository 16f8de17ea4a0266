"""The hard bot's variants for the end of a game for two (issue 36), off as shipped since
they did not win more (docs/bots.md, "The game for two"): futures whose players spend coins
where a coin pays ("money": an exchange that fills an enclosure from the barn, as the medium
bot would make), and futures without exploration ("sharp")."""
import functools
import math
import random

import pytest

from zooloretto.zoo.bots import evaluate as E
from zooloretto.zoo.bots import hard as H
from zooloretto.zoo.bots import make_bot
from zooloretto.zoo.bots.rollout import fast_action, play_out
from zooloretto.zoo.rules import apply, legal_actions, new_game
from zooloretto.zoo.rules.actions import Exchange, MONEY_ACTIONS
from zooloretto.zoo.rules.view import public_view


def _two_player_endgame(seed=3):
    """Two medium bots, played until the hard bot would play its futures to the end,
    at the start of a turn; the player to move then has four animals of one kind in the
    barn, one of another in enclosure 1 (room for four) and one coin."""
    return _endgame(seed).copy()


@functools.lru_cache(maxsize=None)
def _endgame(seed):
    state = new_game(2, seed=seed)
    bots = [make_bot("medium", seed=seed * 10 + q) for q in range(2)]
    while not (H._horizon(public_view(state)) == math.inf and state.revealed is None
               and not state.pending and not state.decisions):
        apply(state, bots[state.current].choose(public_view(state)))
    assert not state.game_over
    zoo = state.zoos[state.current]
    herd, single = state.animals[0], state.animals[1]
    zoo.pens[0] = [single]
    zoo.barn = [herd] * 4
    zoo.coins = 1
    return state


def test_with_money_a_player_exchanges_the_barn_herd_into_the_enclosure():
    state = _two_player_endgame()
    herd = state.zoos[state.current].barn[0]
    assert fast_action(state, random.Random(1), E.Context(state), money=True) == Exchange(0, barn_animal=herd)
    for seed in range(20):      # as shipped, the futures' players never exchange
        assert not isinstance(fast_action(state, random.Random(seed), E.Context(state)), Exchange)


def test_without_a_coin_no_money_action_and_the_future_ends_the_game():
    state = _two_player_endgame()
    state.zoos[state.current].coins = 0
    action = fast_action(state, random.Random(1), E.Context(state), money=True)
    assert not isinstance(action, MONEY_ACTIONS) and action in legal_actions(state)
    future = play_out(state.copy(), random.Random(2), stop_round=math.inf, max_steps=600,
                      sharp=True, money=True)
    assert future.game_over


def test_sharp_futures_do_not_explore():
    """A truck to take and room to draw: as shipped, a future's player now and then does
    the other thing; a sharp one always the same."""
    state = _two_player_endgame()
    state.zoos[state.current].coins = 0
    truck = next(t for t in state.trucks if t.taken_by is None)
    truck.tiles[:] = [state.animals[2]]
    ctx = E.Context(state)
    shipped = {fast_action(state, random.Random(seed), ctx) for seed in range(60)}
    sharp = {fast_action(state, random.Random(seed), ctx, sharp=True) for seed in range(60)}
    assert len(shipped) == 2 and len(sharp) == 1 and sharp < shipped


def test_shipped_without_variants_and_an_unknown_one_is_refused(monkeypatch):
    assert H.TWO_PLAYER == "reply" and H.two_player_variants() == ("reply",)
    monkeypatch.setattr(H, "TWO_PLAYER", "none")
    assert H.two_player_variants() == ()
    monkeypatch.setattr(H, "TWO_PLAYER", "money, sharp")
    assert H.two_player_variants() == ("money", "sharp")
    view = public_view(_two_player_endgame(seed=4))
    bot = make_bot("hard", seed=5, iterations=3)
    assert bot.choose_with_reason(view) == bot.choose_with_reason(view)      # repeatable
    monkeypatch.setattr(H, "TWO_PLAYER", "psychic")
    with pytest.raises(ValueError):
        bot.choose(view)
