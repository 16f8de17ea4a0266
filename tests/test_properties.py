"""Seeded random games: the rules' invariants hold after every action.

Per player count: 150 games checked after every action (in three parts, so that
parallel test workers share them), 350 more checked at every round's end, plus hypothesis-chosen seeds (derandomized, so CI sees the
same games every run). Everything is seeded: a failure names its game. That is the full run
(--full, CI); the quick run checks ten games of one part of each player count, 50 games at
rounds' ends and 15 hypothesis games (tests/sampling.py).
"""
import random

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

from zooloretto.zoo.rules import new_game, apply, final_scores, Take, legal_actions
from zooloretto.zoo.rules import actions as A
from zooloretto.zoo.rules import components as C
from zooloretto.zoo.rules.check import check_state

from helpers import pick_action
from sampling import quick

FULL_CHECK_GAMES = 150
ROUND_CHECK_GAMES = quick(350, 50)
MAX_STEPS = 3000


def tiles_in_game(n):
    return 11 * (8 - C.REMOVED_TYPES[n]) + 12 + 12


def play_checked(n, seed, every_action=True):
    """Play one seeded random game, asserting the invariants; return the final state."""
    state = new_game(n, seed=seed)
    check_state(state)
    rng = random.Random(seed * 7919 + n)
    steps = 0
    last_taker = None
    while not state.game_over:
        assert steps < MAX_STEPS, f"{n}-player game {seed} still running after {MAX_STEPS} actions"
        seat = state.current
        assert legal_actions(state), f"game {seed}: seat {seat} has no legal action"
        a = pick_action(state, rng)
        events = apply(state, a, check=False)
        steps += 1
        if isinstance(a, Take):
            last_taker = seat
        types = [e.type for e in events]
        if every_action or "round_ended" in types:
            check_state(state)
        if isinstance(a, A.MONEY_ACTIONS) and not state.game_over:
            # One money action per turn: the turn passes unless everyone else has passed.
            others_in = [z for i, z in enumerate(state.zoos) if i != seat and z.truck is None]
            assert (state.current == seat) == (not others_in)
        for e in events:
            if e.type == "round_started":
                assert e.player == state.current == last_taker
    assert state.end_triggered and len(state.end_pile) < C.END_STACK_SIZE
    # Every round each player takes a truck with at least one tile, except
    # possibly a last round cut short because every tile has been drawn.
    assert state.round <= tiles_in_game(n) // n + 1
    check_scores(state)
    return state, steps


def check_scores(state):
    result = final_scores(state)
    totals = []
    for p, z in zip(result["players"], state.zoos):
        parts = (sum(e["points"] for e in p["enclosures"]) + p["stall_points"]
                 + p["barn_animal_penalty"] + p["barn_stall_penalty"])
        assert p["total"] == parts
        assert p["stall_points"] == 2 * len(p["stall_types"])
        assert p["barn_animal_penalty"] == -2 * len(p["barn_animal_types"])
        assert p["barn_stall_penalty"] == -2 * len(p["barn_stall_types"])
        for e in p["enclosures"]:
            cap = C.ENCLOSURE_CAPACITY[e["index"]]
            assert 0 <= e["count"] <= cap
            assert e["points"] <= C.POINTS_FULL[e["index"]]
        assert p["coins"] == z.coins
        totals.append(p["total"])
    # Tie-break by hand: most points, then most coins, then shared.
    best = max(totals)
    tied = [i for i, t in enumerate(totals) if t == best]
    richest = max(state.zoos[i].coins for i in tied)
    expected = [i for i in tied if state.zoos[i].coins == richest]
    assert result["winners"] == expected
    assert result["shared"] == (len(expected) > 1)
    assert result["decided_by_coins"] == (len(tied) > 1 and len(expected) < len(tied))


# The fully checked games of a player count come in parts, so parallel workers share them.
FULL_CHECK_PARTS = 3


@pytest.mark.matrix(cover=("n",))           # quick run: ten games of one part of each player count
@pytest.mark.parametrize("part", range(FULL_CHECK_PARTS))
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_games_checked_after_every_action(n, part):
    longest = 0
    for seed in range(part, quick(FULL_CHECK_GAMES, 30), FULL_CHECK_PARTS):
        _, steps = play_checked(n, seed, every_action=True)
        longest = max(longest, steps)
    assert longest < MAX_STEPS


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_games_checked_every_round(n):
    outcomes = set()
    for seed in range(FULL_CHECK_GAMES, FULL_CHECK_GAMES + ROUND_CHECK_GAMES):
        state, _ = play_checked(n, seed, every_action=False)
        outcomes.add(len(final_scores(state)["winners"]))
    assert 1 in outcomes


@settings(derandomize=True, max_examples=quick(60, 15), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(n=st.sampled_from([2, 3, 4, 5]), seed=st.integers(0, 2**31 - 1))
def test_hypothesis_chosen_games_keep_every_invariant(n, seed):
    play_checked(n, seed, every_action=True)
