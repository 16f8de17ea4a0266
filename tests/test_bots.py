"""The bots: legal, honest (public view only), repeatable, and medium > easy."""
import random
import threading

import pytest

from zooloretto.zoo.bots import LEVELS, make_bot
from zooloretto.zoo.rules import (new_game, legal_actions, apply, final_scores, Place)
from zooloretto.zoo.rules.view import public_view

from sampling import quick

FAST = {"iterations": 2}          # keeps the hard bot quick and repeatable


def bot(level, seed=0):
    return make_bot(level, seed=seed, **FAST)


def random_position(n, seed, steps):
    """A position reached by `steps` random legal actions from a fresh deal."""
    state = new_game(n, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.game_over:
            break
        apply(state, rng.choice(legal_actions(state)))
    return state


def reshuffle_hidden(state, seed):
    """The same position with the face-down tiles dealt in another order."""
    other = state.copy()
    hidden = other.draw_pile + other.end_pile
    random.Random(seed).shuffle(hidden)
    cut = len(other.draw_pile)
    other.draw_pile, other.end_pile = hidden[:cut], hidden[cut:]
    return other


POSITIONS = [(n, seed, steps) for n in (2, 3, 4, 5) for seed, steps in ((1, 5), (2, 23), (3, 47))]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("n,seed,steps", POSITIONS)
def test_hidden_order_never_changes_a_decision(level, n, seed, steps):
    state = random_position(n, seed, steps)
    assert state.draw_pile or state.end_pile
    other = reshuffle_hidden(state, seed + 100)
    assert other.draw_pile != state.draw_pile or other.end_pile != state.end_pile
    b = bot(level, seed=7)
    chosen = b.choose(public_view(state))
    assert chosen == b.choose(public_view(other))
    # Even handed a full state by mistake, a bot looks at the public part only.
    assert chosen == b.choose(state) == b.choose(other)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_every_level_plays_only_legal_moves_to_the_end(n):
    seats = [bot(LEVELS[(i + n) % 3], seed=i) for i in range(n)]
    state = new_game(n, seed=40 + n)
    moves = 0
    while not state.game_over:
        view = public_view(state)
        action = seats[state.current].choose(view)
        assert action in legal_actions(state), f"move {moves}: {action} is not legal"
        apply(state, action)
        moves += 1
    assert moves > 20 and final_scores(state)["winners"]


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_view_same_choice(level):
    for n, seed, steps in POSITIONS[::3]:
        view = public_view(random_position(n, seed, steps))
        first = make_bot(level, seed=3, iterations=3).choose(view)
        again = make_bot(level, seed=3, iterations=3).choose(view.copy())
        assert first == again


def test_one_bot_serves_several_threads_alike():
    view = public_view(random_position(4, 9, 30))
    b = make_bot("hard", seed=5, iterations=3)
    expected = b.choose(view)
    answers = []
    threads = [threading.Thread(target=lambda: answers.append(b.choose(view))) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert answers == [expected] * 3


def test_choose_with_reason_explains_in_words():
    view = public_view(random_position(3, 4, 12))
    for level in LEVELS:
        action, reason = bot(level).choose_with_reason(view)
        assert action in legal_actions(view)
        assert isinstance(reason, str) and len(reason) > 5


def _unloading_position():
    """Seat 0 has three zebras in the 4-space enclosure and is unloading a zebra."""
    state = new_game(4, seed=2, removed=["kangaroo"])
    zoo = state.zoos[0]
    zoo.pens[0] = ["zebra", "zebra", "zebra"]
    zoo.pens[1] = ["camel", "camel"]
    state.pending, state.pending_slots = ["zebra"], (0,)
    state.draw_pile.remove("zebra")     # keep the tile count honest
    state.current = 0
    zoo.truck, state.trucks[0].taken_by, state.last_taker = 0, 0, 0   # the truck being unloaded
    return state


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_zebra_joins_the_zebras_to_fill_the_enclosure(level):
    view = public_view(_unloading_position())
    assert make_bot(level, seed=1, iterations=30).choose(view) == Place("zebra", "enclosure", 0)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_bot("impossible")
    with pytest.raises(ValueError):
        make_bot("hard", iterations=0)


def _play(levels, seed):
    bots = [make_bot(level, seed=seed * 10 + i, iterations=1) for i, level in enumerate(levels)]
    state = new_game(len(levels), seed=seed)
    while not state.game_over:
        apply(state, bots[state.current].choose(public_view(state)))
    return final_scores(state)["winners"]


def test_medium_clearly_beats_easy_two_players():
    wins = 0.0
    games = quick(20, 10)                     # the quick run: ten deals, five from each seat
    for g in range(games):
        medium_seat = g % 2                     # both seats, same number of times
        levels = ["easy", "easy"]
        levels[medium_seat] = "medium"
        winners = _play(levels, seed=1000 + g)
        if medium_seat in winners:
            wins += 1 / len(winners)
    assert wins >= 0.6 * games, f"medium won only {wins} of {games}"


def test_no_move_is_chosen_after_the_game_ended():
    state = new_game(2, seed=1)
    state.game_over = True
    with pytest.raises(ValueError):
        make_bot("medium").choose(public_view(state))


def test_easy_is_left_to_chance_but_never_wastes_money():
    from zooloretto.zoo.rules.actions import Discard, Purchase, Exchange, MoveStall
    spent_on = set()
    choices = set()
    for seed in range(6):
        state = new_game(3, seed=seed)
        players = [make_bot("easy", seed=seed * 3 + i) for i in range(3)]
        while not state.game_over:
            view = public_view(state)
            if state.round == 1 and not state.pending:
                choices.add(make_bot("easy", seed=seed + 50).choose(view))
            action = players[state.current].choose(view)
            spent_on.add(type(action))
            apply(state, action)
    assert not spent_on & {Discard, Purchase, Exchange, MoveStall}
    assert len(choices) > 3          # different seeds, different whims


def test_a_coin_on_the_savings_book_costs_the_freedom_to_spend_it_only_when_coins_run_short():
    """Medium once saved at every chance, mostly its last coin: a deposit now gives up part
    of a coin's worth for each coin short of a money action's price left at hand."""
    from zooloretto.zoo.bots import evaluate as E
    from zooloretto.zoo.bots.expansion_values import SPARE_COINS, deposit_cost
    from zooloretto.zoo.rules import new_game
    s = new_game(3, seed=2, expansions=["savings-book"])
    ctx = E.Context(s)
    costs = []
    for coins in range(1, SPARE_COINS + 3):
        s.zoos[0].coins = coins
        costs.append(deposit_cost(s, 0, ctx))
    assert costs == sorted(costs, reverse=True)
    assert costs[0] > 0 and costs[-1] == costs[-2] == 0.0
