"""The hard bot's learned evaluation (issue 36): the shipped weights load and are small,
the chances it gives are a deterministic function of what the players may know, they
move the way the rulebook's scoring says they should, and the switch chooses it."""
import json
import random

import pytest

from zooloretto.zoo.bots import make_bot
from zooloretto.zoo.bots import hard as H
from zooloretto.zoo.bots import learned as L
from zooloretto.zoo.rules import apply, new_game
from zooloretto.zoo.rules.view import determinize, public_view


def _start_of_round(n, seed, rounds, expansions=None):
    """A game of medium bots at the start of round `rounds` + 1 (a hard bot's leaf)."""
    state = new_game(n, seed=seed, expansions=expansions)
    bots = [make_bot("medium", seed=seed * 10 + q) for q in range(n)]
    while state.round <= rounds and not state.game_over:
        apply(state, bots[state.current].choose(public_view(state)))
    assert not state.game_over
    return state


def test_the_shipped_weights_load_and_are_small():
    assert L.WEIGHTS_FILE.stat().st_size <= 200 * 1024
    data = json.loads(L.WEIGHTS_FILE.read_text(encoding="utf-8"))
    assert tuple(data["features"]) == L.FEATURES
    weights = L.Weights(data)
    assert len(weights.weights) == len(L.FEATURES)
    assert any(w != 0 for w in weights.weights)
    data["features"] = data["features"][:-1]
    with pytest.raises(ValueError):
        L.Weights(data)         # fitted on other features: refused, not misread


@pytest.mark.parametrize("n,seed,expansions", [(2, 1, None), (4, 2, None), (5, 3, None),
                                               (3, 4, ["savings-book", "petting-zoo", "buildings", "polar-bear"])])
def test_chances_are_a_deterministic_function_of_the_public_view(n, seed, expansions):
    state = _start_of_round(n, seed, 3, expansions)
    view = public_view(state)
    first = L.win_chances(view)
    assert len(first) == n
    assert abs(sum(first) - 1.0) < 1e-9 and all(0.0 < p < 1.0 for p in first)
    assert L.win_chances(public_view(state)) == first
    # Two full states identical in public but with other hidden stacks: the same chances.
    a = determinize(view, random.Random(1))
    b = determinize(view, random.Random(2))
    assert a.draw_pile != b.draw_pile or a.end_pile != b.end_pile
    assert L.features(a) == L.features(b) == L.features(view)
    assert L.win_chances(a) == L.win_chances(b) == first


def test_the_learned_hard_bot_decides_alike_on_states_that_differ_only_in_hidden_tiles():
    state = _start_of_round(4, 5, 2)
    a = determinize(public_view(state), random.Random(7))
    b = determinize(public_view(state), random.Random(8))
    bot = make_bot("hard", seed=3, iterations=12, evaluation="learned")
    assert bot.choose_with_reason(a) == bot.choose_with_reason(b) == bot.choose_with_reason(public_view(state))


def test_a_barn_animal_type_more_lowers_that_zoo_s_chance():
    """The book: each animal type in the barn costs 2 points at the end."""
    state = _start_of_round(3, 6, 3)
    before = L.win_chances(state)
    zoo = state.zoos[1]
    have = {t.split(":")[0] for t in zoo.barn} | {p[0].split(":")[0] for p in zoo.pens if p}
    extra = next(a for a in state.animals if a not in have)
    zoo.barn.append(extra)
    after = L.win_chances(state)
    assert after[1] < before[1]
    assert after[0] > before[0] and after[2] > before[2]


def test_a_zoo_far_ahead_late_in_the_game_is_the_favourite():
    """Two players near the end: the one with every enclosure full (5 + 8 + 10 points)
    against empty ones wins almost surely."""
    state = _start_of_round(2, 8, 6)
    leader, other = state.zoos
    for i in range(3):
        a = state.animals[i]
        leader.pens[i] = [a] * leader.caps[i]
        other.pens[i] = []
    leader.barn, other.barn = [], []
    chances = L.win_chances(state)
    assert chances[0] > 0.8


def test_the_switch_chooses_the_evaluation():
    assert make_bot("hard").leaf() is (H.learned_leaf_value if H.EVALUATION == "learned" else H.leaf_value)
    assert make_bot("hard", evaluation="learned").leaf() is H.learned_leaf_value
    assert make_bot("hard", evaluation="hand").leaf() is H.leaf_value
    with pytest.raises(ValueError):
        make_bot("medium", evaluation="learned")    # medium keeps its hand-written evaluation
    with pytest.raises(ValueError):
        make_bot("hard", evaluation="oracle")


def test_a_learned_leaf_is_the_seat_s_chance_and_a_finished_game_is_exact():
    state = _start_of_round(4, 9, 4)
    chances = L.win_chances(state)
    for seat in range(4):
        value = H.learned_leaf_value(state, seat, 3.0)
        assert abs(value - chances[seat]) < 0.2       # plus a small share of margin
    bots = [make_bot("medium", seed=q) for q in range(4)]
    while not state.game_over:
        apply(state, bots[state.current].choose(public_view(state)))
    for seat in range(4):
        assert H.learned_leaf_value(state, seat, 3.0) == H.leaf_value(state, seat, 3.0)
